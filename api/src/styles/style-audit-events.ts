import {
  diffStyleVersions,
  MATERIAL_LINE_FIELDS,
  type AuditChange,
  type StyleContent,
  type StyleFileKind,
  type StyleMaterialLine,
} from '@threadline/contracts';
import { auditValue } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type { StyleFileRecord, StyleHeadRecord } from './schemas/style-records';

/** An entry is a summary, not a copy: past this many changes it says how many more there were. */
export const STYLE_AUDIT_CHANGES_MAX = 40;

const target = (id: string, styleNumber: string) => ({
  type: 'style' as const,
  id,
  label: styleNumber,
});

const materialText = (line: StyleMaterialLine) =>
  `${line.kind} ${line.description}: ${line.consumption} ${line.unit}`;

const capped = (changes: AuditChange[]): AuditChange[] =>
  changes.length <= STYLE_AUDIT_CHANGES_MAX
    ? changes
    : [
        ...changes.slice(0, STYLE_AUDIT_CHANGES_MAX),
        { field: 'more changes', to: String(changes.length - STYLE_AUDIT_CHANGES_MAX) },
      ];

/**
 * What a save changed, read from the same diff the version page shows: each field as
 * before → after, each measurement cell (point, size), each material line added, removed or
 * changed, and the version it moved from and to.
 */
export function styleChanges(
  before: { version: number; content: StyleContent; files: StyleFileRecord[] } | null,
  after: { version: number; content: StyleContent; files: StyleFileRecord[] },
): AuditChange[] {
  const names = new Map(
    [...(before?.files ?? []), ...after.files].map((file) => [file.id.toHexString(), file.name]),
  );
  const diff = diffStyleVersions(
    before?.content ?? null,
    after.content,
    (id) => names.get(id) ?? id,
  );
  const value = (text: string) => auditValue(text === '' ? undefined : text);
  const version: AuditChange = before
    ? { field: 'version', from: `v${before.version}`, to: `v${after.version}` }
    : { field: 'version', to: `v${after.version}` };
  const changes: AuditChange[] = [
    version,
    ...diff.fields.map((change) => ({
      field: change.field,
      from: value(change.before),
      to: value(change.after),
    })),
    ...diff.measurements.map((change) => ({
      field: `measurement ${change.point}, ${change.size === null ? 'tolerance' : `size ${change.size}`}`,
      from: auditValue(change.before),
      to: auditValue(change.after),
    })),
    ...diff.materials.added.map((line) => ({
      field: 'material added',
      to: auditValue(materialText(line)),
    })),
    ...diff.materials.removed.map((line) => ({
      field: 'material removed',
      from: auditValue(materialText(line)),
    })),
    ...diff.materials.changed.flatMap((change) =>
      MATERIAL_LINE_FIELDS.filter((field) => change.fields.includes(field)).map((field) => ({
        field: `material ${change.after.description}: ${field}`,
        from: auditValue(change.before[field]),
        to: auditValue(change.after[field]),
      })),
    ),
  ];
  // JSON drops the undefined sides, as the other entries store them.
  return capped(
    changes.map((change) =>
      Object.fromEntries(Object.entries(change).filter(([, side]) => side !== undefined)),
    ) as unknown as AuditChange[],
  );
}

/** A new style at v1: every filled field, measurement and material as → after. */
export function styleCreatedEvent(
  id: string,
  content: StyleContent,
  files: StyleFileRecord[],
): AuditEvent {
  return {
    action: 'style.created',
    target: target(id, content.styleNumber),
    changes: styleChanges(null, { version: 1, content, files }),
  };
}

/** A save: the next version, with what changed from the one it was edited from. */
export function styleSavedEvent(
  head: StyleHeadRecord,
  before: { version: number; content: StyleContent; files: StyleFileRecord[] },
  after: { version: number; content: StyleContent; files: StyleFileRecord[] },
  part?: 'measurements' | 'materials',
): AuditEvent {
  const changes = styleChanges(before, after);
  return {
    action: part ? 'style.imported' : 'style.saved',
    target: target(head._id.toHexString(), after.content.styleNumber),
    changes: part ? [{ field: 'imported', to: `${part} CSV` }, ...changes] : changes,
  };
}

/** An upload: the file, its kind, type and size, before any save names it. */
export function styleFileUploadedEvent(file: StyleFileRecord, kind: StyleFileKind): AuditEvent {
  return {
    action: 'style.file_uploaded',
    target: { type: 'style_file', id: file.id.toHexString(), label: file.name },
    changes: [
      { field: 'kind', to: kind },
      { field: 'contentType', to: file.contentType },
      { field: 'size', to: String(file.size) },
    ],
  };
}
