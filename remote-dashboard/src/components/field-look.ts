import type { FieldLook } from '@threadline/web-kit/field';
import ui from './ui.module.css';

/** The dashboard's class names for web-kit's Field. */
export const fieldLook: FieldLook = {
  field: ui.field,
  label: ui.label,
  labelLine: ui.labelLine,
  control: ui.input,
  mark: ui.mark,
  hint: ui.hint,
  error: ui.fieldError,
};
