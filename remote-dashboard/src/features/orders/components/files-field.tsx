import { QUOTE_ATTACHMENT_ACCEPT, QUOTE_ATTACHMENTS_MAX_FILES } from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';

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
    <Field
      label={label}
      // Once files are chosen the hint names them, so the person sees what will be sent.
      hint={
        files.length > 0
          ? files.map((file) => file.name).join(', ')
          : `Photos or a PDF${multiple ? `, up to ${QUOTE_ATTACHMENTS_MAX_FILES} files` : ''}, 10 MB each.`
      }
      look={fieldLook}
    >
      <input
        type="file"
        accept={QUOTE_ATTACHMENT_ACCEPT}
        multiple={multiple}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
    </Field>
  );
}
