import type { StyleColourway } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { moveInGrid } from './number-cell';
import { rowKey } from './row-key';
import styles from './styles.module.css';

type Colourway = StyleColourway & { key: string };

/** The colourways: a name, an optional colour code (Pantone TCX) and the swatch. */
export function ColourwaysEditor({
  colourways,
  onChange,
}: {
  colourways: Colourway[];
  onChange: (colourways: Colourway[]) => void;
}) {
  const update = (index: number, change: Partial<StyleColourway>) =>
    onChange(
      colourways.map((colourway, i) => (i === index ? { ...colourway, ...change } : colourway)),
    );
  return (
    <>
      {colourways.length > 0 ? (
        <div
          className={styles.gridScroll}
          tabIndex={0}
          role="region"
          aria-label="Colourways grid, scrolls sideways"
        >
          <table className={styles.grid} aria-label="Colourways">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Colour code</th>
                <th scope="col">Swatch</th>
                <th scope="col">
                  <span className={ui.visuallyHidden}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {colourways.map((colourway, index) => (
                <tr key={colourway.key}>
                  <td>
                    <input
                      className={styles.cell}
                      aria-label={`Colourway ${index + 1}: name`}
                      value={colourway.name}
                      data-row={index}
                      data-col={0}
                      onKeyDown={moveInGrid}
                      onChange={(event) => update(index, { name: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className={styles.cell}
                      aria-label={`Colourway ${index + 1}: colour code`}
                      placeholder="19-4052 TCX"
                      value={colourway.colourCode ?? ''}
                      data-row={index}
                      data-col={1}
                      onKeyDown={moveInGrid}
                      onChange={(event) => update(index, { colourCode: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="color"
                      aria-label={`Colourway ${index + 1}: swatch`}
                      value={colourway.swatch.toLowerCase()}
                      data-row={index}
                      data-col={2}
                      onKeyDown={moveInGrid}
                      onChange={(event) =>
                        update(index, { swatch: event.target.value.toUpperCase() })
                      }
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.buttonQuiet}`}
                      onClick={() => onChange(colourways.filter((_, i) => i !== index))}
                    >
                      Remove
                      <span className={ui.visuallyHidden}>
                        {' '}
                        colourway {colourway.name || index + 1}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.meta}>No colourways yet.</p>
      )}
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() => onChange([...colourways, { key: rowKey(), name: '', swatch: '#1F3A5F' }])}
        >
          Add colourway
        </button>
      </div>
    </>
  );
}
