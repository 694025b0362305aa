import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from '../../../components/form/form.module.css';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function TermsCheckbox({ id, checked, onChange }: TermsCheckboxProps) {
  return (
    <div className={styles.checkboxRow}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        I accept the{' '}
        <Link to={paths.terms.getHref()} target="_blank" rel="noopener noreferrer">
          Terms &amp; Conditions
        </Link>
      </label>
    </div>
  );
}
