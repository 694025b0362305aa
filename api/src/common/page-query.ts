/** The highest page number a list query accepts. */
export const MAX_PAGE = 1_000_000;

/** An empty query parameter (`?role=`) means the parameter was not given. */
export const blankAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Digits only become a number; anything else stays as sent and fails IsInt with its message. */
export const wholeNumber = ({ value }: { value: unknown }) => {
  if (value === '') return undefined;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
};
