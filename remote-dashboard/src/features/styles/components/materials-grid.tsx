import {
  MATERIAL_KINDS,
  MATERIAL_UNITS,
  type MaterialKind,
  type MaterialUnit,
  type StyleMaterialLine,
} from '@threadline/contracts';
import { EditableGrid, type GridColumn } from './editable-grid';
import { rowKey } from './row-key';

type Line = StyleMaterialLine & { key: string };

const TEXT_COLUMNS = [
  ['description', 'Description'],
  ['supplier', 'Supplier'],
  ['colour', 'Colour'],
  ['placement', 'Placement'],
] as const;

const COLUMNS: GridColumn<Line>[] = [
  {
    id: 'kind',
    header: 'Type',
    kind: 'select',
    options: MATERIAL_KINDS,
    label: (_line, index) => `Material line ${index + 1}: type`,
    value: (line) => line.kind,
    change: (line, kind) => ({ ...line, kind: kind as MaterialKind }),
  },
  ...TEXT_COLUMNS.map(([field, header]): GridColumn<Line> => ({
    id: field,
    header,
    kind: 'text',
    label: (_line, index) => `Material line ${index + 1}: ${header.toLowerCase()}`,
    value: (line) => line[field] ?? '',
    change: (line, value) => ({ ...line, [field]: value }),
  })),
  {
    id: 'consumption',
    header: 'Consumption',
    kind: 'number',
    label: (_line, index) => `Material line ${index + 1}: consumption per garment`,
    value: (line) => line.consumption,
    change: (line, value) => ({ ...line, consumption: value ?? Number.NaN }),
  },
  {
    id: 'unit',
    header: 'Unit',
    kind: 'select',
    options: MATERIAL_UNITS,
    label: (_line, index) => `Material line ${index + 1}: unit`,
    value: (line) => line.unit,
    change: (line, unit) => ({ ...line, unit: unit as MaterialUnit }),
  },
];

/** The bill of materials: one row a material or trim. */
export function MaterialsGrid({
  lines,
  onChange,
}: {
  lines: Line[];
  onChange: (lines: Line[]) => void;
}) {
  return (
    <EditableGrid<Line>
      name="Materials grid, scrolls sideways"
      label="Bill of materials"
      columns={COLUMNS}
      rows={lines}
      onChange={onChange}
      rowName={(line, index) => line.description || `line ${index + 1}`}
      addLabel="Add material line"
      newRow={() => ({
        key: rowKey(),
        kind: 'material',
        description: '',
        consumption: 1,
        unit: 'm',
      })}
    />
  );
}
