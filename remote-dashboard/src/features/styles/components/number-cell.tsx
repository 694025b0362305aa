import { useState } from 'react';
import { moveInGrid } from './grid-keys';
import styles from './styles.module.css';

/** A decimal as typed, 52.5 or 52,5; empty is null; anything else NaN, which the rules refuse. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** One number of a grid, kept as typed so "52." survives until the next key. */
export function NumberCell({
  label,
  value,
  onChange,
  row,
  col,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  row: number;
  col: number;
}) {
  const [text, setText] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  return (
    <input
      className={`${styles.cell} ${styles.numberCell}`}
      inputMode="decimal"
      aria-label={label}
      value={text}
      data-row={row}
      data-col={col}
      onKeyDown={moveInGrid}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value));
      }}
    />
  );
}
