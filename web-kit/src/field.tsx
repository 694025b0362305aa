import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

/** What a Field hands its control: the id its label names, and the hint and error wiring. */
export interface FieldControlProps {
  id: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: true;
}

/** Each app's class names for the parts of a field: CSS stays scoped per app. */
export interface FieldLook {
  field?: string;
  label?: string;
  /** Holds the label and its mark on one line, when the field has a mark. */
  labelLine?: string;
  control?: string;
  mark?: string;
  hint?: string;
  error?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made when left out. */
  id?: string;
  /** A line under the control, read out with it. */
  hint?: ReactNode;
  /** Why the value is refused, read out with the control, which is marked invalid. */
  error?: ReactNode;
  /** The control gets `required` and the label a visual mark (the attribute is what is heard). */
  required?: boolean;
  /** Says "(optional)" beside the label, read out with the control; never `required`. */
  optional?: boolean;
  /** The error is announced as it appears (role alert): for a form whose one error is this one. */
  announce?: boolean;
  look?: FieldLook;
  /** An input, select or textarea (given the wiring), or a function of the wiring. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;
const optionalMarkId = (id: string) => `${id}-optional`;

/** A labelled form control with its hint, its optional or required mark and its error. */
export function Field({
  label,
  id: givenId,
  hint,
  error,
  required = false,
  optional = false,
  announce = false,
  look = {},
  children,
}: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [
    hint ? fieldHintId(id) : null,
    optional && !required ? optionalMarkId(id) : null,
    hasError ? fieldErrorId(id) : null,
  ].filter(Boolean);
  const control: FieldControlProps = {
    id,
    className: look.control,
    ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (isValidElement(children))
    // The child's own class wins over the app's default look.
    rendered = cloneElement(children, {
      ...control,
      className: children.props.className ?? control.className,
    });
  else rendered = children;

  const labelElement = (
    <label htmlFor={id} className={look.label}>
      {label}
    </label>
  );
  return (
    <div className={look.field}>
      {required || optional ? (
        // The mark sits beside the label, not in it, so the control's name stays the label.
        <span className={look.labelLine}>
          {labelElement}
          {required ? (
            <span aria-hidden="true" className={look.mark}>
              {' *'}
            </span>
          ) : (
            <span id={optionalMarkId(id)} className={look.mark}>
              {' (optional)'}
            </span>
          )}
        </span>
      ) : (
        labelElement
      )}
      {rendered}
      {hint ? (
        <p id={fieldHintId(id)} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={fieldErrorId(id)} role={announce ? 'alert' : undefined} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
