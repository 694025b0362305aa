import {
  STYLE_DIFF_FIELD_LABELS,
  type StyleMaterialLine,
  type StyleVersionDiff,
} from '@threadline/contracts';
import styles from './styles.module.css';

const cm = (value: number | null) => (value === null ? '—' : `${value} cm`);
const valueText = (value: string | number | undefined) =>
  value === undefined || value === '' ? '—' : String(value);
const lineText = (line: StyleMaterialLine) =>
  `${line.kind}: ${line.description}, ${line.consumption} ${line.unit}${line.placement ? ` (${line.placement})` : ''}`;

/** What a version changed from the one before: fields, measurements, material lines. */
export function VersionDiff({
  diff,
  version,
  previousVersion,
}: {
  diff: StyleVersionDiff;
  version: number;
  previousVersion: number | null;
}) {
  const { added, removed, changed } = diff.materials;
  const nothing =
    diff.fields.length === 0 &&
    diff.measurements.length === 0 &&
    added.length + removed.length + changed.length === 0;
  return (
    <section className={styles.section} aria-labelledby="td-style-diff">
      <h2 id="td-style-diff" className={styles.subheading}>
        {previousVersion === null
          ? `v${version}: the first version`
          : `Changes from v${previousVersion} to v${version}`}
      </h2>
      {previousVersion === null ? (
        <p className={styles.meta}>Everything in this version is new.</p>
      ) : nothing ? (
        <p className={styles.meta}>Saved with no changes.</p>
      ) : null}
      {previousVersion !== null && diff.fields.length > 0 ? (
        <div
          className={styles.gridScroll}
          tabIndex={0}
          role="region"
          aria-label="Changed fields, scrolls sideways"
        >
          <table className={styles.grid} aria-label="Changed fields">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {diff.fields.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{STYLE_DIFF_FIELD_LABELS[change.field]}</th>
                  <td>{change.before || '—'}</td>
                  <td>{change.after || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {previousVersion !== null && diff.measurements.length > 0 ? (
        <div
          className={styles.gridScroll}
          tabIndex={0}
          role="region"
          aria-label="Changed measurements, scrolls sideways"
        >
          <table className={styles.grid} aria-label="Changed measurements">
            <thead>
              <tr>
                <th scope="col">Point of measure</th>
                <th scope="col">Size</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {diff.measurements.map((change) => (
                <tr key={`${change.point}-${change.size ?? 'tolerance'}`}>
                  <th scope="row">{change.point}</th>
                  <td>{change.size ?? 'Tolerance'}</td>
                  <td>{cm(change.before)}</td>
                  <td>{cm(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {previousVersion !== null && added.length + removed.length + changed.length > 0 ? (
        <ul className={styles.errors} aria-label="Changed material lines">
          {added.map((line, index) => (
            <li key={`added-${index}`}>Added {lineText(line)}</li>
          ))}
          {removed.map((line, index) => (
            <li key={`removed-${index}`}>Removed {lineText(line)}</li>
          ))}
          {changed.map((change, index) => (
            <li key={`changed-${index}`}>
              Changed {change.after.description}:{' '}
              {change.fields
                .map(
                  (field) =>
                    `${field} ${valueText(change.before[field])} → ${valueText(change.after[field])}`,
                )
                .join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
