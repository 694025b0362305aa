import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection, type mongo } from 'mongoose';
import {
  SAVED_VIEWS_MAX,
  SavedViewMessages,
  type AuditChange,
  type CreateSavedViewRequest,
  type SavedView,
  type SavedViewList,
  type UpdateSavedViewRequest,
} from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';

export const SAVED_VIEWS_COLLECTION = 'savedViews';

interface StoredView {
  id: string;
  list: SavedViewList;
  name: string;
  query: string;
  shared: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One admin's views, in one document under the admin's user id. Reading and writing it by `_id`
 * is the one filter FerretDB hands to SQLite; the others' shared views come from a scan of this
 * collection, which holds a document per admin, not per view.
 */
interface ViewShelf {
  _id: string;
  ownerEmail: string;
  views: StoredView[];
  /** Whether any of the views is shared, so the scan for shared views skips the rest. */
  sharing: boolean;
}

export interface ViewOwner {
  id: string;
  email: string;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

function viewOf(view: StoredView, shelf: ViewShelf, callerId: string): SavedView {
  return {
    id: view.id,
    list: view.list,
    name: view.name,
    query: view.query,
    shared: view.shared,
    owner: { id: shelf._id, email: shelf.ownerEmail },
    mine: shelf._id === callerId,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

/**
 * Saved views of the admin lists: each admin's own, and those any admin shares. Only the owner
 * renames, shares or deletes one. Every write is audited (`view.saved`, `view.updated`,
 * `view.deleted`), write-ahead as every audited write: the entry, then the change. One admin's concurrent writes go to one document; on FerretDB, whose updates
 * are a read and a write, two at the same instant may keep only one (a person saves one at a time).
 */
@Injectable()
export class SavedViewsService {
  private readonly shelves: mongo.Collection<ViewShelf>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly audit: AuditService,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.shelves = connection.db.collection<ViewShelf>(SAVED_VIEWS_COLLECTION);
  }

  /** The caller's views, oldest first, then the views other admins share. */
  async list(caller: ViewOwner, list?: SavedViewList): Promise<SavedView[]> {
    const own = await this.shelfOf(caller);
    const others = await this.othersSharing(caller);
    const views = [
      ...own.views.map((view) => viewOf(view, own, caller.id)),
      ...others.flatMap((shelf) =>
        shelf.views.filter((view) => view.shared).map((view) => viewOf(view, shelf, caller.id)),
      ),
    ];
    return list ? views.filter((view) => view.list === list) : views;
  }

  async create(
    origin: AuditOrigin,
    caller: ViewOwner,
    request: CreateSavedViewRequest,
  ): Promise<SavedView> {
    const shelf = await this.shelfOf(caller);
    if (shelf.views.length >= SAVED_VIEWS_MAX)
      throw new ConflictException(SavedViewMessages.tooMany);
    this.refuseTakenName(shelf, request.list, request.name);
    const now = new Date();
    const view: StoredView = {
      id: new Types.ObjectId().toHexString(),
      list: request.list,
      name: request.name,
      query: request.query.replace(/^\?/, ''),
      shared: request.shared ?? false,
      createdAt: now,
      updatedAt: now,
    };
    await this.audit.record(origin, {
      action: 'view.saved',
      target: { type: 'view', id: view.id, label: `${view.list}: ${view.name}` },
      changes: view.shared ? [{ field: 'shared', from: 'false', to: 'true' }] : [],
    });
    await this.store(shelf, [...shelf.views, view]);
    return viewOf(view, shelf, caller.id);
  }

  async update(
    origin: AuditOrigin,
    caller: ViewOwner,
    id: string,
    request: UpdateSavedViewRequest,
  ): Promise<SavedView> {
    const { shelf, view } = await this.ownView(caller, id);
    const changes: AuditChange[] = [];
    const next: StoredView = { ...view };
    // null, as left out (the DTO's IsOptional lets it through).
    if (request.name != null && request.name !== view.name) {
      if (!sameName(request.name, view.name)) this.refuseTakenName(shelf, view.list, request.name);
      changes.push({ field: 'name', from: view.name, to: request.name });
      next.name = request.name;
    }
    if (request.shared != null && request.shared !== view.shared) {
      changes.push({ field: 'shared', from: String(view.shared), to: String(request.shared) });
      next.shared = request.shared;
    }
    if (changes.length === 0) return viewOf(view, shelf, caller.id);
    next.updatedAt = new Date();
    await this.audit.record(origin, {
      action: 'view.updated',
      target: { type: 'view', id, label: `${next.list}: ${next.name}` },
      changes,
    });
    await this.store(
      shelf,
      shelf.views.map((candidate) => (candidate.id === id ? next : candidate)),
    );
    return viewOf(next, shelf, caller.id);
  }

  async remove(origin: AuditOrigin, caller: ViewOwner, id: string): Promise<void> {
    const { shelf, view } = await this.ownView(caller, id);
    await this.audit.record(origin, {
      action: 'view.deleted',
      target: { type: 'view', id, label: `${view.list}: ${view.name}` },
    });
    await this.store(
      shelf,
      shelf.views.filter((candidate) => candidate.id !== id),
    );
  }

  private async shelfOf(caller: ViewOwner): Promise<ViewShelf> {
    return (
      (await this.shelves.findOne({ _id: caller.id })) ?? {
        _id: caller.id,
        ownerEmail: caller.email,
        views: [],
        sharing: false,
      }
    );
  }

  /** The caller's own view; another admin's shared one is 403, anything else 404. */
  private async ownView(caller: ViewOwner, id: string) {
    const shelf = await this.shelfOf(caller);
    const view = shelf.views.find((candidate) => candidate.id === id);
    if (view) return { shelf, view };
    const sharing = await this.othersSharing(caller);
    const shared = sharing.some((other) =>
      other.views.some((candidate) => candidate.id === id && candidate.shared),
    );
    if (shared) throw new ForbiddenException(SavedViewMessages.notOwner);
    throw new NotFoundException(SavedViewMessages.notFound);
  }

  /** The other admins who share a view (the filter is on a flag, not inside the views). */
  private othersSharing(caller: ViewOwner): Promise<ViewShelf[]> {
    return this.shelves
      .find({ sharing: true, _id: { $ne: caller.id } })
      .limit(1000)
      .toArray();
  }

  private refuseTakenName(shelf: ViewShelf, list: SavedViewList, name: string) {
    if (shelf.views.some((view) => view.list === list && sameName(view.name, name)))
      throw new ConflictException(SavedViewMessages.nameTaken);
  }

  private async store(shelf: ViewShelf, views: StoredView[]): Promise<void> {
    await this.shelves.updateOne(
      { _id: shelf._id },
      {
        $set: {
          ownerEmail: shelf.ownerEmail,
          views,
          sharing: views.some((view) => view.shared),
        },
      },
      { upsert: true },
    );
  }
}
