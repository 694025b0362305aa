import {
  BadRequestException,
  Injectable,
  StreamableFile,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { HttpResponse as Response } from '../common/http';
import { InjectConnection } from '@nestjs/mongoose';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type Connection, mongo, Types } from 'mongoose';
import {
  QuoteMessages,
  type QuoteAttachmentRef,
  type QuoteAttachmentUploadResponse,
} from '@threadline/contracts';
import { detectAttachmentType, safeFileName } from './attachment-type';
import type { StoredAttachment } from './schemas/quote-request.schema';

export const QUOTE_ATTACHMENTS_BUCKET = 'quoteAttachments';

interface AttachmentMetadata {
  contentType: string;
  fileName: string;
  /** sha256 of the upload token: the database never holds what proves ownership. */
  tokenHash: string;
  /** The request the file was attached to; a file joins one request only. */
  quoteId?: Types.ObjectId;
  /** Or the order (a sample round, a decision, an inspection, a shipment document) it joined. */
  orderId?: Types.ObjectId;
  /**
   * Set when the file came with a message of the request's thread: it is then served only
   * through that thread, to those who may read the message (never the request's own route).
   */
  messageId?: Types.ObjectId;
}

interface AttachmentFileDoc {
  _id: Types.ObjectId;
  length: number;
  metadata?: AttachmentMetadata;
}

/** An opened attachment: its bytes and what a download says about them. */
export interface OpenedAttachment {
  stream: Readable;
  length: number;
  contentType: string;
  fileName: string;
}

/** Sends an opened attachment as a download no cache keeps (it is one person's file). */
export function attachmentDownload(file: OpenedAttachment, response: Response): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream, {
    type: file.contentType,
    length: file.length,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Tech packs and reference images of quote requests, in their own GridFS bucket. Ownership of an
 * upload is proved by the upload token returned with its id (signed in or not), so nobody can
 * attach a file someone else uploaded by guessing its id.
 */
/**
 * What a file joins, once: a request (through one of its thread's messages, or the request
 * itself) or an order (a sample round, a decision, an inspection, a shipment document).
 */
export type AttachmentOwner =
  { quoteId: Types.ObjectId; messageId?: Types.ObjectId } | { orderId: Types.ObjectId };

const ownerFields = (owner: AttachmentOwner): Record<string, Types.ObjectId> =>
  Object.fromEntries(
    Object.entries(owner)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [`metadata.${field}`, value as Types.ObjectId]),
  );

/** A request's own file is not a message's, and a message's file is served only with it. */
function belongsTo(metadata: AttachmentMetadata, owner: AttachmentOwner): boolean {
  if ('orderId' in owner) return !!metadata.orderId?.equals(owner.orderId);
  if (!metadata.quoteId?.equals(owner.quoteId)) return false;
  return owner.messageId
    ? !!metadata.messageId?.equals(owner.messageId)
    : metadata.messageId === undefined;
}

@Injectable()
export class QuoteAttachmentsService {
  private readonly bucket: InstanceType<typeof mongo.GridFSBucket>;
  private readonly files: mongo.Collection<AttachmentFileDoc>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.bucket = new mongo.GridFSBucket(connection.db, { bucketName: QUOTE_ATTACHMENTS_BUCKET });
    this.files = connection.db.collection<AttachmentFileDoc>(`${QUOTE_ATTACHMENTS_BUCKET}.files`);
  }

  /** Stores the bytes if they are a PDF or an image; the type comes from the bytes only. */
  async store(bytes: Buffer, originalName?: string): Promise<QuoteAttachmentUploadResponse> {
    const type = detectAttachmentType(bytes);
    if (!type) throw new UnsupportedMediaTypeException(QuoteMessages.attachmentType);
    const uploadToken = randomBytes(24).toString('base64url');
    const fileName = safeFileName(originalName, type);
    const metadata: AttachmentMetadata = {
      contentType: type.mime,
      fileName,
      tokenHash: hashOf(uploadToken).toString('hex'),
    };
    const upload = this.bucket.openUploadStream(fileName, { metadata });
    upload.end(bytes);
    await finished(upload);
    return {
      id: upload.id.toString(),
      uploadToken,
      fileName,
      contentType: type.mime,
      size: bytes.length,
    };
  }

  /**
   * Marks each file as the given request's (and thread message's, when given), checking its
   * token and that no other request has it; on any failure the files claimed so far are
   * released and the whole request is a 400.
   */
  async claim(
    refs: QuoteAttachmentRef[],
    owner: AttachmentOwner,
    unknownMessage: string = QuoteMessages.attachmentUnknown,
  ): Promise<StoredAttachment[]> {
    const claimed: StoredAttachment[] = [];
    try {
      for (const ref of refs) {
        const id = new Types.ObjectId(ref.id);
        const file = await this.files.findOne({ _id: id });
        const metadata = file?.metadata;
        if (
          !file ||
          !metadata ||
          metadata.quoteId ||
          metadata.orderId ||
          !this.tokenMatches(ref.uploadToken, metadata)
        )
          throw new BadRequestException([unknownMessage]);
        // The owner condition settles two requests racing for one file: one of them matches.
        const result = await this.files.updateOne(
          {
            _id: id,
            'metadata.quoteId': { $exists: false },
            'metadata.orderId': { $exists: false },
          },
          { $set: ownerFields(owner) },
        );
        if (result.modifiedCount !== 1) throw new BadRequestException([unknownMessage]);
        claimed.push({
          id,
          fileName: metadata.fileName,
          contentType: metadata.contentType,
          size: file.length,
        });
      }
      return claimed;
    } catch (error) {
      await this.release(claimed.map((attachment) => attachment.id));
      throw error;
    }
  }

  async release(ids: Types.ObjectId[]): Promise<void> {
    for (const id of ids)
      await this.files.updateOne(
        { _id: id },
        { $unset: { 'metadata.quoteId': '', 'metadata.orderId': '', 'metadata.messageId': '' } },
      );
  }

  /** A purged request's files, its own and its thread messages': GridFS chunks included. */
  async deleteOwnedBy(quoteId: Types.ObjectId): Promise<number> {
    const owned = await this.files
      .find({ 'metadata.quoteId': quoteId }, { projection: { _id: 1 } })
      .toArray();
    for (const { _id } of owned) await this.bucket.delete(_id);
    return owned.length;
  }

  /**
   * The bytes of a file that belongs to the given request, and to the given thread message or,
   * without one, to the request itself.
   */
  async open(id: Types.ObjectId, owner: AttachmentOwner): Promise<OpenedAttachment | undefined> {
    const file = await this.files.findOne({ _id: id });
    if (!file?.metadata || !belongsTo(file.metadata, owner)) return undefined;
    return {
      stream: this.bucket.openDownloadStream(id),
      length: file.length,
      contentType: file.metadata.contentType,
      fileName: file.metadata.fileName,
    };
  }

  private tokenMatches(token: string, metadata: AttachmentMetadata): boolean {
    const expected = Buffer.from(metadata.tokenHash, 'hex');
    const actual = hashOf(token);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
