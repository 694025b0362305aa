import { QUOTE_ATTACHMENT_ACCEPT, QUOTE_ATTACHMENTS_MAX_FILES } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { LabelledField } from './form-fields';

/** Photos or a PDF for an order write; they are uploaded when the form is sent. */
export function FilesField({
  label,
  files,
  onChange,
  multiple = true,
}: {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
}) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="file"
            className={ui.input}
            accept={QUOTE_ATTACHMENT_ACCEPT}
            multiple={multiple}
            onChange={(event) => onChange([...(event.target.files ?? [])])}
          />
          <p className={ui.hint}>
            {files.length > 0
              ? files.map((file) => file.name).join(', ')
              : `Photos or a PDF${multiple ? `, up to ${QUOTE_ATTACHMENTS_MAX_FILES} files` : ''}, 10 MB each.`}
          </p>
        </>
      )}
    </LabelledField>
  );
}
