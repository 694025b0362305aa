import type { StyleColourway } from '@threadline/contracts';
import { EditableGrid, type GridColumn } from './editable-grid';
import { rowKey } from './row-key';

type Colourway = StyleColourway & { key: string };

const COLUMNS: GridColumn<Colourway>[] = [
  {
    id: 'name',
    header: 'Name',
    kind: 'text',
    label: (_colourway, index) => `Colourway ${index + 1}: name`,
    value: (colourway) => colourway.name,
    change: (colourway, name) => ({ ...colourway, name }),
  },
  {
    id: 'colourCode',
    header: 'Colour code',
    kind: 'text',
    placeholder: '19-4052 TCX',
    label: (_colourway, index) => `Colourway ${index + 1}: colour code`,
    value: (colourway) => colourway.colourCode ?? '',
    change: (colourway, colourCode) => ({ ...colourway, colourCode }),
  },
  {
    id: 'swatch',
    header: 'Swatch',
    kind: 'colour',
    label: (_colourway, index) => `Colourway ${index + 1}: swatch`,
    value: (colourway) => colourway.swatch.toLowerCase(),
    change: (colourway, swatch) => ({ ...colourway, swatch: swatch.toUpperCase() }),
  },
];

/** The colourways: a name, an optional colour code (Pantone TCX) and the swatch. */
export function ColourwaysEditor({
  colourways,
  onChange,
}: {
  colourways: Colourway[];
  onChange: (colourways: Colourway[]) => void;
}) {
  return (
    <EditableGrid<Colourway>
      name="Colourways grid, scrolls sideways"
      label="Colourways"
      columns={COLUMNS}
      rows={colourways}
      onChange={onChange}
      rowName={(colourway, index) => `colourway ${colourway.name || index + 1}`}
      addLabel="Add colourway"
      newRow={() => ({ key: rowKey(), name: '', swatch: '#1F3A5F' })}
      empty="No colourways yet."
    />
  );
}
