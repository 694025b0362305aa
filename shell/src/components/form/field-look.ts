import type { FieldLook } from '@threadline/web-kit/field';
import styles from './form.module.css';

/** The shell's class names for web-kit's Field. */
export const fieldLook: FieldLook = {
  field: styles.field,
  label: styles.label,
  labelLine: styles.labelLine,
  control: styles.input,
  mark: styles.mark,
  hint: styles.hint,
  error: styles.error,
};
