import { Field } from '@threadline/web-kit/field';
import { fieldLook } from './field-look';

type NameOrEmail = 'name' | 'email';

/** The sender's name and email, as every public form asks for them (labels, autocomplete). */
export function NameEmailFields({
  fieldId,
  values,
  errors,
  onChange,
}: {
  fieldId: (field: NameOrEmail) => string;
  values: Record<NameOrEmail, string>;
  errors: Partial<Record<NameOrEmail, string>>;
  onChange: (field: NameOrEmail) => (value: string) => void;
}) {
  return (
    <>
      <Field id={fieldId('name')} label="Your Name" error={errors.name} required look={fieldLook}>
        {(control) => (
          <input
            {...control}
            value={values.name}
            autoComplete="name"
            onChange={(event) => onChange('name')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={fieldId('email')}
        label="Email Address"
        error={errors.email}
        required
        look={fieldLook}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            autoComplete="email"
            onChange={(event) => onChange('email')(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
