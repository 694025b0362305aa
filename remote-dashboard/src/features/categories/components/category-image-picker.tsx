import type { ReactNode } from 'react';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

/**
 * An image given either way the spec allows (section 5): a chosen image file, or the URL field
 * passed as `children`. Clearing and disabling that field once a file is chosen is the
 * caller's, because it changes the file and the URL together.
 */
export function CategoryImagePicker({
  legend,
  fileInputId,
  fileLabel,
  multiple,
  onFilesChosen,
  children,
}: {
  legend: string;
  fileInputId: string;
  fileLabel: string;
  multiple?: boolean;
  onFilesChosen: (files: File[]) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={ui.label}>{legend}</legend>
      <div className={styles.row}>
        <Field id={fileInputId} label={fileLabel} look={fieldLook}>
          <input
            type="file"
            accept="image/*"
            multiple={multiple}
            onChange={(event) => onFilesChosen(Array.from(event.target.files ?? []))}
          />
        </Field>
        {children}
      </div>
    </fieldset>
  );
}
