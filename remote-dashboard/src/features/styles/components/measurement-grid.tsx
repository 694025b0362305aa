import type { StylePointOfMeasure } from '@threadline/contracts';
import { EditableGrid, type GridColumn } from './editable-grid';
import { rowKey } from './row-key';

type Point = StylePointOfMeasure & { key: string };

const pointName = (point: Point, index: number) => point.name || `Point ${index + 1}`;

/** The measurement spec: one row a point of measure, its tolerance, one cell a size (cm). */
export function MeasurementGrid({
  sizes,
  points,
  onChange,
}: {
  sizes: string[];
  points: Point[];
  onChange: (points: Point[]) => void;
}) {
  const columns: GridColumn<Point>[] = [
    {
      id: 'name',
      header: 'Point of measure',
      kind: 'text',
      rowHeader: true,
      label: (_point, index) => `Point of measure ${index + 1}`,
      value: (point) => point.name,
      change: (point, name) => ({ ...point, name }),
    },
    {
      id: 'tolerance',
      header: 'Tolerance ±',
      kind: 'number',
      label: (point, index) => `${pointName(point, index)}: tolerance (cm)`,
      value: (point) => point.toleranceCm,
      change: (point, value) => ({ ...point, toleranceCm: value ?? Number.NaN }),
    },
    ...sizes.map((size, sizeIndex): GridColumn<Point> => ({
      id: `size-${size}`,
      header: size,
      kind: 'number',
      label: (point, index) => `${pointName(point, index)}, size ${size} (cm)`,
      value: (point) => point.valuesCm[sizeIndex] ?? null,
      change: (point, value) => ({
        ...point,
        valuesCm: sizes.map((_, i) => (i === sizeIndex ? value : (point.valuesCm[i] ?? null))),
      }),
    })),
  ];
  return (
    <EditableGrid<Point>
      name="Measurement grid, scrolls sideways"
      label="Measurement spec (cm)"
      columns={columns}
      rows={points}
      onChange={onChange}
      rowName={(point, index) => point.name || `point ${index + 1}`}
      addLabel="Add point of measure"
      newRow={() => ({ key: rowKey(), name: '', toleranceCm: 1, valuesCm: sizes.map(() => null) })}
    />
  );
}
