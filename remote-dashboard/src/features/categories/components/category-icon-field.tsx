import { CATEGORY_ICONS, type CategoryIcon } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';

/** The Icon select of a category form: one of the catalogue's icons, or none yet. */
export function CategoryIconField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CategoryIcon | '';
  onChange: (icon: CategoryIcon | '') => void;
}) {
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        Icon
      </label>
      <select
        id={id}
        className={ui.input}
        value={value}
        onChange={(event) => onChange(event.target.value as CategoryIcon | '')}
        required
      >
        <option value="">Select an icon</option>
        {CATEGORY_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {icon}
          </option>
        ))}
      </select>
    </div>
  );
}
