import { ConflictException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, type mongo, Types } from 'mongoose';
import {
  THREAD_MAX_MESSAGES,
  ThreadMessages,
  type QuoteAttachmentRef,
  type QuoteThread,
  type ThreadAuthorSide,
  type ThreadCounterProposal,
} from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { NotificationsService } from '../notifications/notifications.service';
import { AttachmentFilesService } from '../files/attachment-files.service';
import type { OpenedAttachment } from '../files/file-download';
import type { QuoteRequestData, StoredAttachment } from '../quotes/schemas/quote-request.schema';
import { signGuestToken, verifyGuestToken } from '../notifications/guest-token';

interface StoredThreadMessage {
  _id: Types.ObjectId;
  quoteId: string;
  /** Left out by plain messages (all of them before counter-proposals). */
  kind?: 'counter';
  counter?: ThreadCounterProposal;
  side: ThreadAuthorSide;
  authorUid?: string;
  authorName: string;
  internal: boolean;
  text: string;
  createdAt: Date;
  /** In the request attachments' bucket, claimed for this request and this message. */
  attachments?: StoredAttachment[];
}

/** One thread's latest messages per side: what the unread counts compare with reads. */
interface ThreadSummary {
  _id: string;
  lastBuyerMessageAt?: Date;
  lastTeamMessageAt?: Date;
}

/** When a reader last opened a thread; `_id` is `<quoteId>:<reader>`. */
interface ThreadRead {
  _id: string;
  at: Date;
}

/** A reader: a member by uid, the team as one reader per admin, a guest as `guest`. */
export interface ThreadReader {
  key: string;
  side: ThreadAuthorSide;
}

/**
 * The message threads of quote requests. Messages are one document each (an array in the
 * quote would lose a concurrent push on FerretDB); summaries and reads are found by `_id`.
 */
@Injectable()
export class QuoteThreadsService {
  private readonly messages: mongo.Collection<StoredThreadMessage>;
  private readonly summaries: mongo.Collection<ThreadSummary>;
  private readonly reads: mongo.Collection<ThreadRead>;

  constructor(
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly attachments: AttachmentFilesService,
    @InjectConnection() connection: Connection,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.messages = connection.db.collection('quoteThreadMessages');
    this.summaries = connection.db.collection('quoteThreads');
    this.reads = connection.db.collection('quoteThreadReads');
  }

  /** The messages `reader` may see, oldest first (no internal note unless the reader is the team). */
  private async visibleMessages(
    quote: QuoteRequestData,
    reader: ThreadReader,
  ): Promise<StoredThreadMessage[]> {
    const quoteId = quote._id.toHexString();
    const filter = reader.side === 'team' ? { quoteId } : { quoteId, internal: false as boolean };
    const stored = await this.messages
      .find(filter)
      .sort({ createdAt: 1, _id: 1 })
      .limit(THREAD_MAX_MESSAGES)
      .toArray();
    // The query already leaves notes out for a buyer; this holds even if a store ignored it.
    return stored.filter((message) => reader.side === 'team' || !message.internal);
  }

  /** The thread as `reader` may see it; opening it marks it read. */
  async read(quote: QuoteRequestData, reader: ThreadReader): Promise<QuoteThread> {
    const quoteId = quote._id.toHexString();
    const stored = await this.visibleMessages(quote, reader);
    await this.reads.updateOne(
      { _id: `${quoteId}:${reader.key}` },
      { $set: { at: new Date() } },
      { upsert: true },
    );
    const messages: QuoteThread['messages'] = stored.map((message) => ({
      id: message._id.toHexString(),
      kind: message.kind ?? 'text',
      ...(message.counter ? { counter: counterViewOf(message.counter) } : {}),
      side: message.side,
      authorName: message.authorName,
      internal: message.internal,
      text: message.text,
      createdAt: message.createdAt.toISOString(),
      attachments: (message.attachments ?? []).map((attachment) => ({
        id: attachment.id.toHexString(),
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        size: attachment.size,
      })),
    }));
    if (reader.side === 'team') messages.push(...earlierNotesOf(quote));
    return {
      quoteId,
      reference: quote.reference,
      // Oldest first; ISO 8601 times in UTC sort as text. The sort is stable for equal times.
      messages: messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    };
  }

  /**
   * A file sent with a message `reader` may see, or undefined (another thread's file, the
   * request's own files, or a file of an internal note asked for by a buyer or a guest).
   */
  async openAttachment(
    quote: QuoteRequestData,
    reader: ThreadReader,
    attachmentId: Types.ObjectId,
  ): Promise<OpenedAttachment | undefined> {
    const message = (await this.visibleMessages(quote, reader)).find((candidate) =>
      (candidate.attachments ?? []).some((attachment) => attachment.id.equals(attachmentId)),
    );
    return (
      message && this.attachments.open(attachmentId, { quoteId: quote._id, messageId: message._id })
    );
  }

  /**
   * Adds a message; a public one tells the other side by email (recorded ahead of it). A buyer's
   * counter-proposal to the offer (api/src/offers) is a message of its kind, `counter` beside it.
   */
  async post(
    quote: QuoteRequestData,
    author: { side: ThreadAuthorSide; uid?: string; name: string },
    text: string,
    internal: boolean,
    attachmentRefs: QuoteAttachmentRef[] = [],
    counter?: ThreadCounterProposal,
  ): Promise<string> {
    const quoteId = quote._id.toHexString();
    const count = await this.messages.countDocuments({ quoteId });
    if (count >= THREAD_MAX_MESSAGES) throw new ConflictException(ThreadMessages.threadFull);
    const id = new Types.ObjectId();
    const now = new Date();
    // The request form's rule: each file proved by its upload token, and joining one place only.
    const attachments = await this.attachments.claim(attachmentRefs, {
      quoteId: quote._id,
      messageId: id,
    });
    try {
      if (!internal) await this.notifications.threadMessagePosted(id.toHexString());
      await this.messages.insertOne({
        _id: id,
        quoteId,
        side: author.side,
        authorUid: author.uid,
        authorName: author.name,
        internal,
        text: text.trim(),
        createdAt: now,
        attachments,
        ...(counter ? { kind: 'counter' as const, counter } : {}),
      });
    } catch (error) {
      await this.attachments.release(attachments.map((attachment) => attachment.id));
      throw error;
    }
    if (!internal) {
      await this.summaries.updateOne(
        { _id: quoteId },
        {
          $set: author.side === 'buyer' ? { lastBuyerMessageAt: now } : { lastTeamMessageAt: now },
        },
        { upsert: true },
      );
      this.notifications.changeStored();
    }
    // The author has read what they wrote.
    await this.reads.updateOne(
      { _id: `${quoteId}:${author.side === 'team' ? author.uid : (author.uid ?? 'guest')}` },
      { $set: { at: now } },
      { upsert: true },
    );
    return id.toHexString();
  }

  /**
   * A record in the thread from the team's side that sends no email (the event it records told
   * the buyer already, or needs no telling): both sides read it in the conversation.
   */
  async postNotice(quote: QuoteRequestData, text: string): Promise<void> {
    const quoteId = quote._id.toHexString();
    const now = new Date();
    await this.messages.insertOne({
      _id: new Types.ObjectId(),
      quoteId,
      side: 'team',
      authorName: 'Threadline team',
      internal: false,
      text,
      createdAt: now,
    });
    await this.summaries.updateOne(
      { _id: quoteId },
      { $set: { lastTeamMessageAt: now } },
      { upsert: true },
    );
  }

  /** How many of these threads have a message from the other side `reader` has not read. */
  async unreadCount(reader: ThreadReader, quoteIds?: string[]): Promise<number> {
    const summaries = quoteIds
      ? (await Promise.all(quoteIds.map((id) => this.summaries.findOne({ _id: id })))).filter(
          (summary): summary is ThreadSummary => summary !== null,
        )
      : await this.summaries.find({}).toArray();
    let unread = 0;
    for (const summary of summaries) {
      const latest =
        reader.side === 'team' ? summary.lastBuyerMessageAt : summary.lastTeamMessageAt;
      if (!latest) continue;
      const read = await this.reads.findOne({ _id: `${summary._id}:${reader.key}` });
      if (!read || read.at < latest) unread += 1;
    }
    return unread;
  }

  /** An unguessable link token for one request's thread (see guest-token.ts). */
  guestToken(quoteId: string, now = Date.now()): string {
    return signGuestToken(this.config.auth.jwtSecret, quoteId, now, this.config.mail.guestLinkDays);
  }

  /** Emails a fresh link to the request's own address (see NotificationsService). */
  renewGuestLink(quote: QuoteRequestData): Promise<void> {
    return this.notifications.guestLinkRenewed(quote._id.toHexString());
  }

  /** The request an authentic guest token names, expired or not (to email a new link). */
  quoteOfRenewableToken(token: unknown): Types.ObjectId | undefined {
    const quoteId = verifyGuestToken(this.config.auth.jwtSecret, token, Date.now(), {
      acceptExpired: true,
    });
    return quoteId ? new Types.ObjectId(quoteId) : undefined;
  }

  /** The request a guest token opens, or undefined when it is forged, altered or expired. */
  quoteOfGuestToken(token: unknown): Types.ObjectId | undefined {
    const quoteId = verifyGuestToken(this.config.auth.jwtSecret, token);
    return quoteId ? new Types.ObjectId(quoteId) : undefined;
  }
}

/**
 * The request's own notes (the "Add Note" box of before) are internal notes of the thread: the
 * team reads every note of a request in one place, the conversation, and writes new ones there.
 */
function earlierNotesOf(quote: QuoteRequestData): QuoteThread['messages'] {
  return (quote.notes ?? []).map((note, index) => ({
    id: `note-${index}`,
    kind: 'text' as const,
    side: 'team' as const,
    authorName: note.authorEmail,
    internal: true,
    text: note.text,
    createdAt: new Date(note.createdAt).toISOString(),
    attachments: [],
  }));
}

/** A counter-proposal as stored, copied field by field (the thread never echoes a record). */
function counterViewOf(counter: ThreadCounterProposal): ThreadCounterProposal {
  return {
    version: counter.version,
    currency: counter.currency,
    lines: counter.lines.map((line) => ({
      line: line.line,
      label: line.label,
      quantity: line.quantity,
      offeredUnitPriceMinor: line.offeredUnitPriceMinor,
      targetUnitPriceMinor: line.targetUnitPriceMinor,
    })),
    note: counter.note,
  };
}
