import type {
  StyleColourway,
  StyleContent,
  StyleDetail,
  StyleFile,
  StyleMaterialLine,
  StylePointOfMeasure,
} from '@threadline/contracts';
import { rowKey } from './row-key';

type Keyed<T> = T & { key: string };

/** What the editor holds: the content, rows keyed for React, the files as the API gave them. */
export interface StyleDraft {
  fields: Pick<
    StyleContent,
    'styleNumber' | 'name' | 'categoryKey' | 'season' | 'description' | 'fabric' | 'composition'
  >;
  sizesText: string;
  colourways: Keyed<StyleColourway>[];
  points: Keyed<StylePointOfMeasure>[];
  materials: Keyed<StyleMaterialLine>[];
  files: StyleFile[];
  front?: StyleFile;
  back?: StyleFile;
}

const keyed = <T extends object>(rows: T[]): Keyed<T>[] =>
  rows.map((row) => ({ ...row, key: rowKey() }));
const unkeyed = <T extends { key: string }>(rows: T[]): Omit<T, 'key'>[] =>
  rows.map(({ key: _key, ...row }) => row);

/** The size range as typed, "XS, S, M": labels in order, blanks dropped. */
export const sizesOf = (text: string) =>
  text
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);

export function draftOf(style?: StyleDetail): StyleDraft {
  const content = style?.current.content;
  const files = style?.current.files ?? [];
  const byId = (id?: string) => files.find((file) => file.id === id);
  return {
    fields: {
      styleNumber: content?.styleNumber ?? '',
      name: content?.name ?? '',
      categoryKey: content?.categoryKey ?? '',
      season: content?.season ?? '',
      description: content?.description ?? '',
      fabric: content?.fabric ?? '',
      composition: content?.composition ?? '',
    },
    sizesText: (content?.sizes ?? ['S', 'M', 'L']).join(', '),
    colourways: keyed(content?.colourways ?? []),
    points: keyed(content?.measurements ?? []),
    materials: keyed(content?.materials ?? []),
    files: files.filter((file) => content?.fileIds.includes(file.id)),
    front: byId(content?.frontImageId),
    back: byId(content?.backImageId),
  };
}

/**
 * A point's values follow their size labels when the range changes: a size renamed or removed
 * drops its column, a new one starts empty.
 */
export function withSizes(points: Keyed<StylePointOfMeasure>[], from: string[], to: string[]) {
  return points.map((point) => ({
    ...point,
    valuesCm: to.map((size) => {
      const index = from.indexOf(size);
      return index === -1 ? null : (point.valuesCm[index] ?? null);
    }),
  }));
}

export function contentOf(draft: StyleDraft): StyleContent {
  return {
    ...draft.fields,
    sizes: sizesOf(draft.sizesText),
    colourways: unkeyed(draft.colourways).map((colourway) =>
      colourway.colourCode ? colourway : { name: colourway.name, swatch: colourway.swatch },
    ),
    measurements: unkeyed(draft.points),
    materials: unkeyed(draft.materials),
    fileIds: draft.files.map((file) => file.id),
    ...(draft.front ? { frontImageId: draft.front.id } : {}),
    ...(draft.back ? { backImageId: draft.back.id } : {}),
  };
}

export { keyed };
