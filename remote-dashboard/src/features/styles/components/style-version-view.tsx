import { STYLE_FILE_KIND_LABELS, type StyleVersion } from '@threadline/contracts';
import styles from './styles.module.css';

/** What one version holds: colourways, the measurement spec, the bill of materials, the files. */
export function StyleVersionView({
  version,
  onDownloadFile,
}: {
  version: StyleVersion;
  onDownloadFile: (fileId: string, name: string) => void;
}) {
  const { content } = version;
  return (
    <>
      <section className={styles.section} aria-labelledby="td-version-colourways">
        <h2 id="td-version-colourways" className={styles.subheading}>
          Colourways ({content.colourways.length})
        </h2>
        <ul className={styles.list}>
          {content.colourways.map((colourway) => (
            <li key={colourway.name}>
              <span
                className={styles.swatch}
                style={{ background: colourway.swatch }}
                aria-hidden="true"
              />{' '}
              {colourway.name}
              {colourway.colourCode ? ` (${colourway.colourCode})` : ''} {colourway.swatch}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="td-version-measurements">
        <h2 id="td-version-measurements" className={styles.subheading}>
          Measurements (cm)
        </h2>
        <div
          className={styles.gridScroll}
          tabIndex={0}
          role="region"
          aria-label="Measurement spec, scrolls sideways"
        >
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">Point of measure</th>
                <th scope="col">Tolerance ±</th>
                {content.sizes.map((size) => (
                  <th scope="col" key={size}>
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {content.measurements.map((point) => (
                <tr key={point.name}>
                  <th scope="row">{point.name}</th>
                  <td>{point.toleranceCm}</td>
                  {content.sizes.map((size, index) => (
                    <td key={size}>{point.valuesCm[index] ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="td-version-materials">
        <h2 id="td-version-materials" className={styles.subheading}>
          Bill of materials ({content.materials.length})
        </h2>
        <div
          className={styles.gridScroll}
          tabIndex={0}
          role="region"
          aria-label="Bill of materials, scrolls sideways"
        >
          <table className={styles.grid}>
            <thead>
              <tr>
                {[
                  'Type',
                  'Description',
                  'Supplier',
                  'Colour',
                  'Placement',
                  'Consumption',
                  'Unit',
                ].map((label) => (
                  <th scope="col" key={label}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {content.materials.map((line, index) => (
                <tr key={index}>
                  <td>{line.kind}</td>
                  <td>{line.description}</td>
                  <td>{line.supplier ?? ''}</td>
                  <td>{line.colour ?? ''}</td>
                  <td>{line.placement ?? ''}</td>
                  <td>{line.consumption}</td>
                  <td>{line.unit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {version.files.length > 0 ? (
        <section className={styles.section} aria-labelledby="td-version-files">
          <h2 id="td-version-files" className={styles.subheading}>
            Files
          </h2>
          <ul className={styles.list}>
            {version.files.map((file) => (
              <li key={file.id}>
                {STYLE_FILE_KIND_LABELS[file.kind]}:{' '}
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onDownloadFile(file.id, file.name)}
                >
                  {file.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
