// A member's style as the API answers it, for the styles pages' tests.
import type { StyleContent, StyleDetail, StyleVersionPage } from '@threadline/contracts';
import { member } from './render';

export const CATEGORIES = { data: [{ key: 'tees', title: 'T-shirts', icon: 'Shirt' }] };

export const content: StyleContent = {
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  categoryKey: 'tees',
  season: 'SS27',
  colourways: [{ name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1F3A5F' }],
  sizes: ['S', 'M'],
  measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53] }],
  materials: [{ kind: 'trim', description: 'Care label', consumption: 1, unit: 'pcs' }],
  fileIds: [],
};
export const saved = (version: number, overrides: Partial<StyleContent> = {}): StyleDetail => ({
  id: 'style-1',
  ownerId: member.uid,
  ownerName: 'Ana Brand',
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  season: 'SS27',
  categoryKey: 'tees',
  latestVersion: version,
  updatedAt: '2026-12-02T10:00:00.000Z',
  current: {
    styleId: 'style-1',
    version,
    savedAt: '2026-12-02T10:00:00.000Z',
    savedBy: { id: member.uid, name: 'Ana Brand' },
    content: { ...content, ...overrides },
    files: [],
  },
  history: Array.from({ length: version }, (_, i) => ({
    version: version - i,
    savedAt: '2026-12-02T10:00:00.000Z',
    savedBy: { id: member.uid, name: 'Ana Brand' },
  })),
});
export const versionPage = (
  style: StyleDetail,
  diff: Partial<StyleVersionPage['diff']> = {},
): StyleVersionPage => ({
  version: style.current,
  previousVersion: style.latestVersion > 1 ? style.latestVersion - 1 : null,
  diff: {
    fields: [],
    measurements: [],
    materials: { added: [], removed: [], changed: [] },
    ...diff,
  },
});
