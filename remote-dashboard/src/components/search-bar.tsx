import type { ReactNode } from 'react';
import ui from './ui.module.css';
import styles from './search-bar.module.css';

/** A list page's search bar: a labelled search box, then the page's filters as `children`. */
export function SearchBar({
  id,
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar} role="search">
      <div className={`${ui.field} ${styles.search}`}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={ui.input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {children}
    </div>
  );
}
