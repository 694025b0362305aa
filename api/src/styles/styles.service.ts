import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import {
  diffStyleVersions,
  StyleMessages,
  STYLES_PAGE_SIZE,
  validateStyle,
  type CsvParseResult,
  type StyleContent,
  type StyleDetail,
  type StyleVersionPage,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { CategoriesService } from '../categories/categories.service';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { UsersService } from '../users/users.service';
import { mayEditStyle, mayReadStyle } from './style-access.policy';
import { styleCreatedEvent, styleSavedEvent } from './style-audit-events';
import { styleContentOf } from './style-content';
import { StyleFiles } from './style-files';
import { StyleStore } from './style-store';
import { indexedSummariesOf, StyleLibraryIndex, type IndexedSummary } from './style-library-index';
import { detailViewOf, entryOf, versionViewOf } from './style-views';
import {
  versionIdOf,
  type StyleActorRecord,
  type StyleHeadRecord,
  type StyleVersionRecord,
} from './schemas/style-records';

export interface StylesListFilter {
  search: string;
  season?: string;
  category?: string;
  page: number;
  limit?: number;
}

/** A list entry matches a search when its number or name holds every word of it. */
function matches({ summary, haystack }: IndexedSummary, filter: StylesListFilter): boolean {
  if (filter.season && summary.season !== filter.season) return false;
  if (filter.category && summary.categoryKey !== filter.category) return false;
  return filter.search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

@Injectable()
export class StylesService {
  constructor(
    private readonly store: StyleStore,
    private readonly libraryIndex: StyleLibraryIndex,
    private readonly files: StyleFiles,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Who saves: the name on the member's record (an API token carries none), else the email. */
  private async actorOf(caller: AuthPrincipal): Promise<StyleActorRecord> {
    const record = caller._id ? await this.users.findById(caller._id) : null;
    return { uid: caller.uid, name: record?.name?.trim() || caller.name?.trim() || caller.email };
  }

  /**
   * One page of the styles the caller may read, newest change first. A member's list is their
   * one library document; an admin's is every member's, from the index's in-process copy.
   */
  async list(caller: AuthPrincipal, filter: StylesListFilter) {
    const all =
      caller.role === 'admin'
        ? await this.libraryIndex.summaries()
        : indexedSummariesOf([await this.store.library(caller.uid)].filter((l) => l !== null));
    const found = all.filter((indexed) => matches(indexed, filter));
    const limit = filter.limit ?? STYLES_PAGE_SIZE;
    return {
      styles: found
        .slice((filter.page - 1) * limit, filter.page * limit)
        .map((indexed) => indexed.summary),
      total: found.length,
    };
  }

  /** The style's head when the caller may read it; a 404 otherwise, as for a style that is not. */
  async readable(id: Types.ObjectId, caller: AuthPrincipal): Promise<StyleHeadRecord> {
    const head = await this.store.head(id);
    if (!head || !mayReadStyle(head, caller))
      throw new NotFoundException(StyleMessages.styleNotFound);
    return head;
  }

  async versionOf(head: StyleHeadRecord, version: number): Promise<StyleVersionRecord> {
    const record =
      version <= head.latestVersion ? await this.store.version(head._id, version) : null;
    if (!record) throw new NotFoundException(StyleMessages.versionNotFound);
    return record;
  }

  async detail(id: Types.ObjectId, caller: AuthPrincipal): Promise<StyleDetail> {
    const head = await this.readable(id, caller);
    return detailViewOf(head, await this.versionOf(head, head.latestVersion));
  }

  async versionPage(
    id: Types.ObjectId,
    version: number,
    caller: AuthPrincipal,
  ): Promise<StyleVersionPage> {
    const head = await this.readable(id, caller);
    const record = await this.versionOf(head, version);
    const previous = version > 1 ? await this.versionOf(head, version - 1) : null;
    const names = new Map(
      [...(previous?.files ?? []), ...record.files].map((file) => [
        file.id.toHexString(),
        file.name,
      ]),
    );
    return {
      version: versionViewOf(record),
      previousVersion: previous?.version ?? null,
      diff: diffStyleVersions(
        previous?.content ?? null,
        record.content,
        (fileId) => names.get(fileId) ?? fileId,
      ),
    };
  }

  /** A new style, saved as v1 (its audit entry written first: no entry, no style). */
  async create(
    input: StyleContent,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ): Promise<StyleDetail> {
    const content = styleContentOf(input);
    const files = await this.checked(content, caller.uid);
    const id = new Types.ObjectId();
    await this.claimNumber(caller.uid, content.styleNumber, id);
    const now = new Date();
    const savedBy = await this.actorOf(caller);
    const version: StyleVersionRecord = {
      _id: versionIdOf(id, 1),
      styleId: id,
      version: 1,
      savedAt: now,
      savedBy,
      content,
      files,
    };
    const head: StyleHeadRecord = {
      _id: id,
      ownerUid: caller.uid,
      ownerName: savedBy.name,
      styleNumber: content.styleNumber,
      name: content.name,
      season: content.season,
      categoryKey: content.categoryKey,
      latestVersion: 1,
      history: [{ version: 1, savedAt: now, savedBy }],
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.audit.record(origin, styleCreatedEvent(id.toHexString(), content, files));
      // The version before the head: a head always points at a version that exists.
      await this.store.insertVersion(version);
      await this.store.insertHead(head);
    } catch (error) {
      await this.store.releaseNumber(caller.uid, content.styleNumber, id);
      throw error;
    }
    await this.store.putEntry(caller.uid, id, entryOf(head));
    return detailViewOf(head, version);
  }

  /**
   * Saves the content as the next version of the style. `baseVersion` is the version the editor
   * opened: a save from an older one is a 409, so nobody overwrites a change they never saw.
   */
  async save(
    id: Types.ObjectId,
    input: StyleContent,
    baseVersion: number,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ) {
    const head = await this.editable(id, caller);
    if (baseVersion !== head.latestVersion) throw new ConflictException(StyleMessages.versionStale);
    const content = styleContentOf(input);
    const files = await this.checked(content, head.ownerUid);
    const latest = await this.versionOf(head, head.latestVersion);
    const renumbered = content.styleNumber.toLowerCase() !== head.styleNumber.toLowerCase();
    if (renumbered) await this.claimNumber(head.ownerUid, content.styleNumber, id);
    try {
      const saved = await this.writeVersion(head, latest, { content, files }, caller, origin);
      if (renumbered) await this.store.releaseNumber(head.ownerUid, head.styleNumber, id);
      return saved;
    } catch (error) {
      if (renumbered) await this.store.releaseNumber(head.ownerUid, content.styleNumber, id);
      throw error;
    }
  }

  /**
   * A CSV import: the parsed chart or BOM replaces that part of the latest version, as a new
   * version. One bad row refuses the file, each bad row named, and nothing is saved.
   */
  async importCsv<T>(
    id: Types.ObjectId,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    part: 'measurements' | 'materials',
    parsed: CsvParseResult<T>,
    apply: (content: StyleContent, value: T) => StyleContent,
  ): Promise<StyleDetail> {
    const head = await this.editable(id, caller);
    if (!parsed.ok) throw new BadRequestException(parsed.errors.map((error) => error.message));
    const latest = await this.versionOf(head, head.latestVersion);
    const content = apply(latest.content, parsed.value);
    const errors = Object.values(validateStyle(content));
    if (errors.length > 0) throw new BadRequestException(errors);
    return this.writeVersion(
      head,
      latest,
      { content: styleContentOf(content), files: latest.files },
      caller,
      origin,
      part,
    );
  }

  private async editable(id: Types.ObjectId, caller: AuthPrincipal) {
    const head = await this.readable(id, caller);
    if (!mayEditStyle(head, caller)) throw new ForbiddenException(StyleMessages.ownerOnly);
    return head;
  }

  /** The next version after `latest`, its audit entry (before → after) written first. */
  private async writeVersion(
    head: StyleHeadRecord,
    latest: StyleVersionRecord,
    { content, files }: Pick<StyleVersionRecord, 'content' | 'files'>,
    caller: AuthPrincipal,
    origin: AuditOrigin,
    part?: 'measurements' | 'materials',
  ): Promise<StyleDetail> {
    const number = head.latestVersion + 1;
    await this.audit.record(
      origin,
      styleSavedEvent(head, latest, { version: number, content, files }, part),
    );
    const savedAt = new Date();
    const savedBy = await this.actorOf(caller);
    const version: StyleVersionRecord = {
      _id: versionIdOf(head._id, number),
      styleId: head._id,
      version: number,
      savedAt,
      savedBy,
      content,
      files,
    };
    try {
      await this.store.insertVersion(version);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(StyleMessages.versionStale);
      throw error;
    }
    const change = {
      styleNumber: content.styleNumber,
      name: content.name,
      season: content.season,
      categoryKey: content.categoryKey,
      updatedAt: savedAt,
    };
    const entry = { version: number, savedAt, savedBy };
    if (!(await this.store.advanceHead(head._id, head.latestVersion, change, entry)))
      throw new ConflictException(StyleMessages.versionStale);
    const advanced: StyleHeadRecord = {
      ...head,
      ...change,
      latestVersion: number,
      history: [...head.history, entry],
    };
    await this.store.putEntry(head.ownerUid, head._id, entryOf(advanced));
    return detailViewOf(advanced, version);
  }

  /** The checks beyond the shape: the category exists, the files are the owner's. */
  private async checked(content: StyleContent, ownerUid: string) {
    if (!(await this.categories.exists(content.categoryKey)))
      throw new BadRequestException([StyleMessages.categoryInvalid]);
    const images = [content.frontImageId, content.backImageId].filter((id) => id !== undefined);
    return this.files.ownedBy(ownerUid, content.fileIds, images);
  }

  private async claimNumber(ownerUid: string, styleNumber: string, id: Types.ObjectId) {
    try {
      await this.store.claimNumber(ownerUid, styleNumber, id);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(StyleMessages.styleNumberTaken);
      throw error;
    }
  }
}
