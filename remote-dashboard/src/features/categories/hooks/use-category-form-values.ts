import { useCallback, useState } from 'react';

/** A category form's values, with a setter that changes one field and keeps the others. */
export function useCategoryFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const setField = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return { values, setValues, setField };
}
