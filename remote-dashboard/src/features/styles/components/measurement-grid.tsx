import type { StylePointOfMeasure } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { moveInGrid, NumberCell } from './number-cell';
import { rowKey } from './row-key';
import styles from './styles.module.css';

/**
 * The measurement spec: one row a point of measure, its tolerance, one cell a size (cm). Rows
 * carry a key of their own so editing a name never moves focus.
 */
export function MeasurementGrid({
  sizes,
  points,
  onChange,
}: {
  sizes: string[];
  points: (StylePointOfMeasure & { key: string })[];
  onChange: (points: (StylePointOfMeasure & { key: string })[]) => void;
}) {
  const update = (index: number, change: Partial<StylePointOfMeasure>) =>
    onChange(points.map((point, i) => (i === index ? { ...point, ...change } : point)));
  return (
    <>
      <div
        className={styles.gridScroll}
        tabIndex={0}
        role="region"
        aria-label="Measurement grid, scrolls sideways"
      >
        <table className={styles.grid} aria-label="Measurement spec (cm)">
          <thead>
            <tr>
              <th scope="col">Point of measure</th>
              <th scope="col">Tolerance ±</th>
              {sizes.map((size) => (
                <th scope="col" key={size}>
                  {size}
                </th>
              ))}
              <th scope="col">
                <span className={ui.visuallyHidden}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point.key}>
                <th scope="row">
                  <input
                    className={styles.cell}
                    aria-label={`Point of measure ${index + 1}`}
                    value={point.name}
                    data-row={index}
                    data-col={0}
                    onKeyDown={moveInGrid}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                </th>
                <td>
                  <NumberCell
                    label={`${point.name || `Point ${index + 1}`}: tolerance (cm)`}
                    value={point.toleranceCm}
                    row={index}
                    col={1}
                    onChange={(value) => update(index, { toleranceCm: value ?? Number.NaN })}
                  />
                </td>
                {sizes.map((size, sizeIndex) => (
                  <td key={size}>
                    <NumberCell
                      label={`${point.name || `Point ${index + 1}`}, size ${size} (cm)`}
                      value={point.valuesCm[sizeIndex] ?? null}
                      row={index}
                      col={sizeIndex + 2}
                      onChange={(value) =>
                        update(index, {
                          valuesCm: sizes.map((_, i) =>
                            i === sizeIndex ? value : (point.valuesCm[i] ?? null),
                          ),
                        })
                      }
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.buttonQuiet}`}
                    onClick={() => onChange(points.filter((_, i) => i !== index))}
                  >
                    Remove
                    <span className={ui.visuallyHidden}> {point.name || `point ${index + 1}`}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() =>
            onChange([
              ...points,
              { key: rowKey(), name: '', toleranceCm: 1, valuesCm: sizes.map(() => null) },
            ])
          }
        >
          Add point of measure
        </button>
      </div>
    </>
  );
}
