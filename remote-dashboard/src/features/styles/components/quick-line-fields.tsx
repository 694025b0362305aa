import { useEffect } from 'react';
import {
  QUOTE_ATTACHMENT_ACCEPT,
  QUOTE_ATTACHMENTS_MAX_FILES,
  type QuoteAttachmentRef,
} from '@threadline/contracts';
import { AttachmentUploadList } from '@threadline/web-kit/attachment-upload-list';
import { useAttachmentUploads } from '@threadline/web-kit/attachment-uploads';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import type { QuickLineDraft } from './quote-builder-draft';
import styles from './styles.module.css';

export interface QuickLineFieldsProps {
  number: number;
  line: QuickLineDraft;
  categories: string[];
  onChange: (change: Partial<QuickLineDraft>) => void;
}

/**
 * A quick line as the public form has one: a category, a description, a quantity and files. Each
 * file is uploaded as it is chosen, through the quote upload (POST /quotes/attachments, its type
 * read from its bytes), and its token goes with this line only, so it belongs to this line.
 */
export function QuickLineFields({ number, line, categories, onChange }: QuickLineFieldsProps) {
  const files = useAttachmentUploads();
  const refsKey = files.refs.map((ref) => ref.id).join(',');
  useEffect(() => {
    const attachments: QuoteAttachmentRef[] = files.refs;
    onChange({ attachments, uploading: files.uploading });
    // The refs are a new array each render; what they hold is in refsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refsKey, files.uploading]);
  return (
    <div className={styles.builderFields}>
      <Field label={`Line ${number} category`} required look={fieldLook}>
        <select
          value={line.categoryKey}
          onChange={(event) => onChange({ categoryKey: event.target.value })}
        >
          <option value="">Choose a category</option>
          {categories.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </Field>
      <Field label={`Line ${number} description`} required look={fieldLook}>
        <textarea
          value={line.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
      <Field label={`Line ${number} quantity (pcs)`} required look={fieldLook}>
        <input
          inputMode="numeric"
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </Field>
      <Field
        label={`Line ${number} files (PDF or images, up to ${QUOTE_ATTACHMENTS_MAX_FILES} of 10 MB)`}
        optional
        look={fieldLook}
      >
        <input
          type="file"
          multiple
          accept={QUOTE_ATTACHMENT_ACCEPT}
          className={styles.fileInput}
          onChange={(event) => {
            files.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Field>
      <AttachmentUploadList
        label={`Line ${number} files`}
        uploads={files.uploads}
        onRemove={files.remove}
        classes={{
          list: styles.list,
          error: ui.fieldError,
          removeButton: `${ui.button} ${ui.buttonQuiet}`,
          visuallyHidden: ui.visuallyHidden,
        }}
      />
    </div>
  );
}
