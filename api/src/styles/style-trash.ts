import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { StyleMessages, TrashMessages } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { escapeRegExp } from '../common/escape-regexp';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashRegistry } from '../trash/trash-registry';
import { TrashService } from '../trash/trash.service';
import {
  STYLE_COLLECTIONS,
  numberIdOf,
  type StyleHeadRecord,
  type StyleVersionRecord,
} from './schemas/style-records';
import { mayEditStyle, mayReadStyle } from './style-access.policy';
import { StyleFiles } from './style-files';
import { StyleStore } from './style-store';
import { entryOf } from './style-views';

const RECORD_ID = /^[0-9a-f]{24}$/;

const labelOf = (head: StyleHeadRecord) => `${head.styleNumber} ${head.name}`;

/**
 * A style in the trash takes its versions and its number along; its entry leaves the owner's
 * library (so every list, search and count stops showing it). Its files stay in GridFS, so a
 * restore finds them byte for byte; a purge deletes those no other version pins. A style that a
 * quote request pins is kept: the team priced that version, and the request reads it.
 */
@Injectable()
export class StyleTrash implements OnModuleInit {
  constructor(
    private readonly registry: TrashRegistry,
    private readonly trash: TrashService,
    private readonly audit: AuditService,
    private readonly store: StyleStore,
    private readonly files: StyleFiles,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** DELETE /styles/{id}: the owner's only, as every write of a style is. */
  async trashStyle(
    id: Types.ObjectId,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ): Promise<StoredTrashEntry> {
    const head = await this.store.head(id);
    if (!head || !mayReadStyle(head, caller))
      throw new NotFoundException(StyleMessages.styleNotFound);
    if (!mayEditStyle(head, caller)) throw new ForbiddenException(StyleMessages.ownerOnlyDelete);
    const pinnedBy = await this.quotePinning(id.toHexString());
    if (pinnedBy) throw new ConflictException(TrashMessages.styleInUse(pinnedBy));
    await this.audit.record(origin, {
      action: 'style.deleted',
      target: { type: 'style', id: id.toHexString(), label: labelOf(head) },
      changes: [{ field: 'version', from: `v${head.latestVersion}` }],
    });
    const trashed = await this.trash.moveToTrash('style', id.toHexString(), origin);
    if (!trashed) throw new NotFoundException(StyleMessages.styleNotFound);
    return trashed;
  }

  /** POST /styles/{id}/restore: the owner's Undo. Another member's style is not found. */
  async restoreOwn(
    id: Types.ObjectId,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ): Promise<StoredTrashEntry> {
    const entry = await this.trash.findByRecord('style', id.toHexString());
    const head = entry?.parts[0]?.docs[0] as StyleHeadRecord | undefined;
    if (!entry || !head || head.ownerUid !== caller.uid)
      throw new NotFoundException(TrashMessages.notFound);
    return this.trash.restore(entry._id, origin);
  }

  /** The reference of a request (live or in the trash) with a line on this style, if any. */
  private async quotePinning(styleId: string): Promise<string | undefined> {
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    const live = await db
      .collection<{ reference?: string }>('quotes')
      .findOne({ 'lines.styleId': styleId }, { projection: { reference: 1 } });
    if (live) return live.reference ?? String(live._id);
    const trashed = await this.trash.findHolding('quote', { 'parts.docs.lines.styleId': styleId });
    return trashed ? trashed.label.split(' ')[0] : undefined;
  }

  /** File ids of these versions that no version outside them (live or trashed) pins. */
  private async unpinnedFilesOf(entry: StoredTrashEntry): Promise<Types.ObjectId[]> {
    const versions = (entry.parts[1]?.docs ?? []) as StyleVersionRecord[];
    const ids = new Map<string, Types.ObjectId>();
    for (const version of versions)
      for (const file of version.files) ids.set(String(file.id), file.id);
    const db = this.connection.db;
    if (!db) throw new Error('The database is not connected');
    const unpinned: Types.ObjectId[] = [];
    for (const [, fileId] of ids) {
      const elsewhere =
        (await db
          .collection(STYLE_COLLECTIONS.versions)
          .findOne({ 'files.id': fileId }, { projection: { _id: 1 } })) ??
        (await this.trash.findHolding('style', { 'parts.docs.files.id': fileId }));
      if (!elsewhere) unpinned.push(fileId);
    }
    return unpinned;
  }

  onModuleInit(): void {
    this.registry.register({
      kind: 'style',
      partsOf: (recordId) =>
        RECORD_ID.test(recordId)
          ? [
              {
                collection: STYLE_COLLECTIONS.heads,
                filter: { _id: new Types.ObjectId(recordId) },
              },
              {
                collection: STYLE_COLLECTIONS.versions,
                filter: { _id: { $regex: `^${escapeRegExp(recordId)}:` } },
              },
              {
                collection: STYLE_COLLECTIONS.numbers,
                filter: { styleId: new Types.ObjectId(recordId) },
              },
            ]
          : null,
      labelOf: (head) => labelOf(head as StyleHeadRecord),
      afterTrash: async (entry) => {
        const head = entry.parts[0].docs[0] as StyleHeadRecord;
        await this.store.removeEntry(head.ownerUid, head._id);
      },
      // The member may have given the number to a new style meanwhile: then nothing comes back.
      beforeRestore: async (entry) => {
        const head = entry.parts[0].docs[0] as StyleHeadRecord;
        const db = this.connection.db;
        if (!db) throw new Error('The database is not connected');
        const taken = await db
          .collection(STYLE_COLLECTIONS.numbers)
          .findOne({ _id: numberIdOf(head.ownerUid, head.styleNumber) as never });
        if (taken) throw new ConflictException(StyleMessages.styleNumberTaken);
      },
      afterRestore: async (entry) => {
        const head = entry.parts[0].docs[0] as StyleHeadRecord;
        await this.store.putEntry(head.ownerUid, head._id, entryOf(head));
      },
      purge: async (entry) => {
        // The entry is gone already, so its own versions no longer count as pinning.
        for (const fileId of await this.unpinnedFilesOf(entry)) await this.files.delete(fileId);
      },
    });
  }
}
