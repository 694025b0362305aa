import { CATEGORY_ICONS, type CategoryIcon } from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';

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
    <Field id={id} label="Icon" required look={fieldLook}>
      <select value={value} onChange={(event) => onChange(event.target.value as CategoryIcon | '')}>
        <option value="">Select an icon</option>
        {CATEGORY_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {icon}
          </option>
        ))}
      </select>
    </Field>
  );
}
