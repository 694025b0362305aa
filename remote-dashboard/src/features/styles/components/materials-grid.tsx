import {
  MATERIAL_KINDS,
  MATERIAL_UNITS,
  type MaterialKind,
  type MaterialUnit,
  type StyleMaterialLine,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { moveInGrid, NumberCell } from './number-cell';
import { rowKey } from './row-key';
import styles from './styles.module.css';

type Line = StyleMaterialLine & { key: string };
const TEXT_COLUMNS = [
  ['description', 'Description'],
  ['supplier', 'Supplier'],
  ['colour', 'Colour'],
  ['placement', 'Placement'],
] as const;

/** The bill of materials: one row a material or trim. */
export function MaterialsGrid({
  lines,
  onChange,
}: {
  lines: Line[];
  onChange: (lines: Line[]) => void;
}) {
  const update = (index: number, change: Partial<StyleMaterialLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <>
      <div
        className={styles.gridScroll}
        tabIndex={0}
        role="region"
        aria-label="Materials grid, scrolls sideways"
      >
        <table className={styles.grid} aria-label="Bill of materials">
          <thead>
            <tr>
              <th scope="col">Type</th>
              {TEXT_COLUMNS.map(([, label]) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
              <th scope="col">Consumption</th>
              <th scope="col">Unit</th>
              <th scope="col">
                <span className={ui.visuallyHidden}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const name = line.description || `line ${index + 1}`;
              return (
                <tr key={line.key}>
                  <td>
                    <select
                      className={styles.cell}
                      aria-label={`Material line ${index + 1}: type`}
                      value={line.kind}
                      data-row={index}
                      data-col={0}
                      onKeyDown={moveInGrid}
                      onChange={(event) =>
                        update(index, { kind: event.target.value as MaterialKind })
                      }
                    >
                      {MATERIAL_KINDS.map((kind) => (
                        <option key={kind}>{kind}</option>
                      ))}
                    </select>
                  </td>
                  {TEXT_COLUMNS.map(([field, label], column) => (
                    <td key={field}>
                      <input
                        className={styles.cell}
                        aria-label={`Material line ${index + 1}: ${label.toLowerCase()}`}
                        value={line[field] ?? ''}
                        data-row={index}
                        data-col={column + 1}
                        onKeyDown={moveInGrid}
                        onChange={(event) => update(index, { [field]: event.target.value })}
                      />
                    </td>
                  ))}
                  <td>
                    <NumberCell
                      label={`Material line ${index + 1}: consumption per garment`}
                      value={line.consumption}
                      row={index}
                      col={5}
                      onChange={(value) => update(index, { consumption: value ?? Number.NaN })}
                    />
                  </td>
                  <td>
                    <select
                      className={styles.cell}
                      aria-label={`Material line ${index + 1}: unit`}
                      value={line.unit}
                      data-row={index}
                      data-col={6}
                      onKeyDown={moveInGrid}
                      onChange={(event) =>
                        update(index, { unit: event.target.value as MaterialUnit })
                      }
                    >
                      {MATERIAL_UNITS.map((unit) => (
                        <option key={unit}>{unit}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.buttonQuiet}`}
                      onClick={() => onChange(lines.filter((_, i) => i !== index))}
                    >
                      Remove<span className={ui.visuallyHidden}> {name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() =>
            onChange([
              ...lines,
              { key: rowKey(), kind: 'material', description: '', consumption: 1, unit: 'm' },
            ])
          }
        >
          Add material line
        </button>
      </div>
    </>
  );
}
