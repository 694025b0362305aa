let next = 0;

/** A key for a row being edited, so typing in one row never remounts another. */
export const rowKey = () => `row-${(next += 1)}`;
