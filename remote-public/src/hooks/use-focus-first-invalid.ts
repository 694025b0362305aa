import { useEffect, useRef } from 'react';

/**
 * After a failed check, takes the person to the first field to fix (in `order`), once its
 * message is rendered, so it is read out with the field. The returned function is called with
 * the check's messages and says whether any field has one.
 */
export function useFocusFirstInvalid<F extends string>(
  order: readonly F[],
  fieldId: (field: F) => string,
) {
  const focusAfterRender = useRef<F | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(fieldId(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });
  return (errors: Partial<Record<F, string>>): boolean => {
    const firstInvalid = order.find((field) => errors[field]);
    if (firstInvalid) focusAfterRender.current = firstInvalid;
    return firstInvalid !== undefined;
  };
}
