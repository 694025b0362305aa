import { FormField } from './form-field';

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
      <FormField id={fieldId('name')} label="Your Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            value={values.name}
            autoComplete="name"
            onChange={(event) => onChange('name')(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('email')} label="Email Address" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            value={values.email}
            autoComplete="email"
            onChange={(event) => onChange('email')(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
