import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, type FilterQuery, type Model, type mongo, Types } from 'mongoose';
import {
  canMoveQuote,
  parseQuoteDeadline,
  QUOTE_OPEN_STATUSES,
  QUOTE_STATUSES,
  QuoteMessages,
  type QuoteRequestInput,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteUpdateInput,
} from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { NotificationsService } from '../notifications/notifications.service';
import { AttachmentFilesService } from '../files/attachment-files.service';
import { filterOf, type QuotesFilter, type QuotesPageQuery } from './quote-filter';
import { QuoteReferencesService } from './quote-references.service';
import { findRepeats } from './quote-repeats';
import { quickLineOf, type StoredQuoteLine } from './schemas/quote-lines';
import { QuoteRequestRecord, type QuoteRequestData } from './schemas/quote-request.schema';

/** What a member's request of lines stores besides the fields every request has. */
export interface QuoteLinesRecord {
  lines: StoredQuoteLine[];
  destination: { country: string; port: string };
  incoterm: QuoteRequestData['incoterm'];
}

export interface QuoteAuthor {
  uid: string;
  email: string;
}

/** Requests per status for one owner: what the Profile's activity card shows. */
export interface OwnerQuoteCounts {
  total: number;
  open: number;
  won: number;
}

/** One claimed step of a request's history (see claimMove). */
interface QuoteMove {
  _id: string;
  from: QuoteStatus;
  to: QuoteStatus;
  at: Date;
}

const REFERENCE_ATTEMPTS = 50;

/** The quote requests collection, one method per question. */
@Injectable()
export class QuotesService implements OnModuleInit {
  constructor(
    @InjectModel(QuoteRequestRecord.name) private readonly quotes: Model<QuoteRequestRecord>,
    private readonly references: QuoteReferencesService,
    private readonly attachments: AttachmentFilesService,
    @InjectConnection() connection: Connection,
    private readonly notifications: NotificationsService,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.moves = connection.db.collection<QuoteMove>('quoteMoves');
  }

  private readonly moves: mongo.Collection<QuoteMove>;

  async onModuleInit(): Promise<void> {
    await this.quotes.init();
  }

  /**
   * Stores a validated request as `new`; the attachments must be the caller's own uploads. The
   * public form's request is its one quick line; a member's request of lines brings its own
   * (`linesOf` receives the claimed files, so each quick line keeps its own). `fromContact`: the
   * team made it from that contact message, which its history records.
   */
  async create(
    input: QuoteRequestInput,
    ownerUid?: string,
    options: {
      fromContact?: Types.ObjectId;
      linesOf?: (
        attachments: QuoteRequestData['attachments'],
        quoteId: Types.ObjectId,
      ) => QuoteLinesRecord;
    } = {},
  ): Promise<{ id: Types.ObjectId; reference: string }> {
    const id = new Types.ObjectId();
    const uniqueRefs = [...new Map((input.attachments ?? []).map((ref) => [ref.id, ref])).values()];
    const attachments = await this.attachments.claim(uniqueRefs, { quoteId: id });
    const now = new Date();
    const trimmedOrUndefined = (text?: string) => text?.trim() || undefined;
    const sizes = input.sizes
      ? Object.entries(input.sizes).map(([size, quantity]) => ({ size, quantity }))
      : undefined;
    const colour = trimmedOrUndefined(input.colour);
    const single = {
      categoryKey: input.categoryKey.trim(),
      details: input.details.trim(),
      quantity: input.quantity,
      sizes,
      colour,
      attachments,
    };
    const { fromContact, linesOf } = options;
    const lines = linesOf ? linesOf(attachments, id) : { lines: [quickLineOf(single)] };
    try {
      await this.notifications.quoteRequested(id.toHexString());
      for (let attempt = 1; ; attempt += 1) {
        const reference = await this.references.next(now);
        try {
          await this.quotes.create({
            _id: id,
            reference,
            name: input.name.trim(),
            email: input.email.trim(),
            emailKey: input.email.trim().toLowerCase(),
            company: trimmedOrUndefined(input.company),
            phone: trimmedOrUndefined(input.phone),
            categoryKey: input.categoryKey.trim(),
            kind: input.kind,
            quantity: input.quantity,
            targetUnitPrice: input.targetUnitPrice ?? undefined,
            currency: input.currency ?? undefined,
            deadline: parseQuoteDeadline(input.deadline.trim()),
            details: input.details.trim(),
            sizes,
            colour,
            attachments,
            ...lines,
            status: 'new',
            ownerUid,
            notes: [],
            history: [
              fromContact
                ? { status: 'new', at: now, event: 'created-from-contact', contactId: fromContact }
                : { status: 'new', at: now },
            ],
            createdAt: now,
            updatedAt: now,
          });
          this.notifications.changeStored();
          return { id, reference };
        } catch (error) {
          // The _id is new, so a duplicate key can only be the reference: another process on
          // FerretDB got the same number (common/yearly-sequence), and this one takes the next.
          if (!isDuplicateKeyError(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    } catch (error) {
      await this.attachments.release(attachments.map((attachment) => attachment.id));
      throw error;
    }
  }

  async findPage(query: QuotesPageQuery): Promise<{ quotes: QuoteRequestData[]; total: number }> {
    const filter = filterOf(query);
    const direction = query.order === 'asc' ? 1 : -1;
    const [quotes, total] = await Promise.all([
      this.quotes
        .find(filter)
        .sort({ [query.sort]: direction, _id: direction })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<QuoteRequestData[]>()
        .exec(),
      this.quotes.countDocuments(filter).exec(),
    ]);
    return { quotes, total };
  }

  /**
   * Every request GET /quotes would list with these filters, in its order, read from a cursor
   * in batches (GET /quotes/export.csv).
   */
  streamMatches(query: QuotesFilter): AsyncIterable<QuoteRequestData> {
    const direction = query.order === 'asc' ? 1 : -1;
    return this.quotes
      .find(filterOf(query))
      .sort({ [query.sort]: direction, _id: direction })
      .lean<QuoteRequestData>()
      .cursor({ batchSize: 1000 });
  }

  async summary(): Promise<QuoteSummary> {
    const counts = await Promise.all(
      QUOTE_STATUSES.map((status) => this.quotes.countDocuments({ status }).exec()),
    );
    const summary = Object.fromEntries(
      QUOTE_STATUSES.map((status, i) => [status, counts[i]]),
    ) as Record<QuoteStatus, number>;
    return { ...summary, total: counts.reduce((sum, count) => sum + count, 0) };
  }

  listOwnedBy(ownerUid: string): Promise<QuoteRequestData[]> {
    return this.quotes
      .find({ ownerUid })
      .sort({ createdAt: -1, _id: -1 })
      .lean<QuoteRequestData[]>()
      .exec();
  }

  /** For each request of a page, the reference of an earlier request it repeats. */
  repeatsOf(page: QuoteRequestData[]): Promise<Map<string, string>> {
    return findRepeats(this.quotes, page);
  }

  /**
   * Gives every guest request sent from `email` to the account `ownerUid` (its address was
   * verified), each with an entry in its history; answers the requests it linked. The update is
   * conditional on the request being a guest's still, so two sign-ins link it once.
   */
  async linkGuestRequests(email: string, ownerUid: string): Promise<QuoteRequestData[]> {
    const key = email.trim().toLowerCase();
    const guests = await this.quotes
      .find({
        $or: [{ emailKey: key }, { email: { $in: [email.trim(), key] } }],
        ownerUid: null,
      })
      .lean<QuoteRequestData[]>()
      .exec();
    const linked: QuoteRequestData[] = [];
    for (const quote of guests) {
      if (quote.email.trim().toLowerCase() !== key) continue;
      const now = new Date();
      const result = await this.quotes
        .updateOne(
          { _id: quote._id, ownerUid: null },
          {
            $set: { ownerUid, emailKey: key, updatedAt: now },
            $push: { history: { status: quote.status, at: now, event: 'linked-to-account' } },
          },
        )
        .exec();
      if (result.modifiedCount === 1) linked.push({ ...quote, ownerUid });
    }
    return linked;
  }

  findById(id: Types.ObjectId): Promise<QuoteRequestData | null> {
    return this.quotes.findById(id).lean<QuoteRequestData>().exec();
  }

  async countsForOwner(ownerUid: string): Promise<OwnerQuoteCounts> {
    const owned = await this.quotes
      .find({ ownerUid }, { _id: 0, status: 1 })
      .lean<{ status: QuoteStatus }[]>()
      .exec();
    const open = owned.filter(({ status }) =>
      (QUOTE_OPEN_STATUSES as readonly string[]).includes(status),
    ).length;
    return {
      total: owned.length,
      open,
      won: owned.filter(({ status }) => status === 'won').length,
    };
  }

  /**
   * Applies an admin's move and/or note. The move is conditional on the status read, so two
   * admins moving one request at once cannot both succeed: the second gets 409. Answers null
   * when there is no such request. `beforeWrite` runs once the move is known to be allowed.
   */
  async update(
    id: Types.ObjectId,
    // validUntil: set by the offers module when it sends an offer of lines.
    change: QuoteUpdateInput & { validUntil?: string },
    author: QuoteAuthor,
    beforeWrite: (current: QuoteRequestData) => Promise<void> = async () => {},
  ): Promise<QuoteRequestData | null> {
    const current = await this.findById(id);
    if (!current) return null;
    if (change.status && !canMoveQuote(current.status, change.status))
      throw new ConflictException(QuoteMessages.transitionRefused(current.status, change.status));
    // After the checks, before anything is written (the audit entry): a refused move leaves
    // nothing, and a failed hook leaves no claimed step behind that would block a retry.
    await beforeWrite(current);
    const now = new Date();
    const set: Record<string, unknown> = { updatedAt: now };
    const push: Record<string, unknown> = {};
    const filter: FilterQuery<QuoteRequestRecord> = { _id: id };
    if (change.status) {
      await this.claimMove(id, current, change.status);
      await this.notifications.quoteMoved(id.toHexString(), current.history.length, change.status);
      filter.status = current.status;
      set.status = change.status;
      push.history = { status: change.status, at: now };
      if (change.status === 'quoted')
        set.offer = {
          unitPrice: change.unitPrice,
          currency: change.currency,
          leadTimeDays: change.leadTimeDays,
          quotedAt: now,
          ...(change.validUntil ? { validUntil: change.validUntil } : {}),
        };
    }
    if (change.note)
      push.notes = {
        text: change.note.trim(),
        authorUid: author.uid,
        authorEmail: author.email,
        createdAt: now,
      };
    const result = await this.quotes.updateOne(filter, { $set: set, $push: push }).exec();
    if (result.matchedCount === 0)
      throw new ConflictException(
        QuoteMessages.transitionRefused(current.status, change.status ?? current.status),
      );
    if (change.status) this.notifications.changeStored();
    return this.findById(id);
  }

  /**
   * Moves a request the caller has just read to `won` (its order was created: see the orders
   * module), with the same claimed step as update() and no re-reads.
   */
  async markWon(current: QuoteRequestData): Promise<void> {
    if (!canMoveQuote(current.status, 'won'))
      throw new ConflictException(QuoteMessages.transitionRefused(current.status, 'won'));
    await this.claimMove(current._id, current, 'won');
    const now = new Date();
    const result = await this.quotes
      .updateOne(
        { _id: current._id, status: current.status },
        { $set: { status: 'won', updatedAt: now }, $push: { history: { status: 'won', at: now } } },
      )
      .exec();
    if (result.matchedCount === 0)
      throw new ConflictException(QuoteMessages.transitionRefused(current.status, 'won'));
  }

  /**
   * A conditional update is not atomic on FerretDB (two admins could both move `new` to
   * `reviewing`), but an insert under a unique `_id` is: each step of a request's history can be
   * claimed once, and the second admin gets 409.
   */
  private async claimMove(id: Types.ObjectId, current: QuoteRequestData, to: QuoteStatus) {
    const step = `${id.toHexString()}:${current.history.length}`;
    try {
      await this.moves.insertOne({ _id: step, from: current.status, to, at: new Date() });
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw new ConflictException(QuoteMessages.transitionRefused(current.status, to));
      throw error;
    }
  }
}
