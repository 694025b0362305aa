import { TRASH_KINDS, type TrashKind } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './trash.module.css';
import { TRASH_KIND_LABELS } from '../trash-kind-labels';

/** Which kind of deleted record the Trash page lists. */
export function TrashKindFilter({
  kind,
  onChange,
}: {
  kind: TrashKind | '';
  onChange: (kind: TrashKind | '') => void;
}) {
  return (
    <div className={styles.filters} role="search" aria-label="Filter the trash">
      <div className={ui.field}>
        <label htmlFor="td-trash-kind" className={ui.label}>
          Type
        </label>
        <select
          id="td-trash-kind"
          className={ui.input}
          value={kind}
          onChange={(event) => onChange(event.target.value as TrashKind | '')}
        >
          <option value="">Everything</option>
          {TRASH_KINDS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {TRASH_KIND_LABELS[candidate]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
