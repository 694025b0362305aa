import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';
import {
  QuoteMessages,
  type QuoteAttachmentRef,
  type QuoteAttachmentUploadResponse,
} from '@threadline/contracts';
import { detectAttachmentType, safeFileName } from './attachment-type';
import type { FileBucket, FileOwner } from './file-bucket';
import type { OpenedAttachment } from './file-download';
import { FileStorage } from './file-storage';

export const QUOTE_ATTACHMENTS_BUCKET = 'quoteAttachments';

/** The owner fields an attachment can hold; a file joins one request or one order only. */
const OWNER_FIELDS = ['quoteId', 'orderId', 'messageId'] as const;

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

/** A file that joined its owner: what the owner's record keeps of it. */
export interface ClaimedAttachment {
  id: Types.ObjectId;
  fileName: string;
  contentType: string;
  size: number;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * What a file joins, once: a request (through one of its thread's messages, or the request
 * itself) or an order (a sample round, a decision, an inspection, a shipment document).
 */
export type AttachmentOwner =
  { quoteId: Types.ObjectId; messageId?: Types.ObjectId } | { orderId: Types.ObjectId };

/** A request's own file is not a message's, and a message's file is served only with it. */
function belongsTo(metadata: AttachmentMetadata, owner: AttachmentOwner): boolean {
  if ('orderId' in owner) return !!metadata.orderId?.equals(owner.orderId);
  if (!metadata.quoteId?.equals(owner.quoteId)) return false;
  return owner.messageId
    ? !!metadata.messageId?.equals(owner.messageId)
    : metadata.messageId === undefined;
}

/**
 * Tech packs and reference images of quote requests, their threads and orders, in their own
 * GridFS bucket. Ownership of an upload is proved by the upload token returned with its id
 * (signed in or not), so nobody can attach a file someone else uploaded by guessing its id.
 */
@Injectable()
export class AttachmentFilesService {
  private readonly bucket: FileBucket<AttachmentMetadata>;

  constructor(storage: FileStorage) {
    this.bucket = storage.bucket<AttachmentMetadata>(QUOTE_ATTACHMENTS_BUCKET);
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
    const id = await this.bucket.store(bytes, { fileName, metadata });
    return {
      id: id.toString(),
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
  ): Promise<ClaimedAttachment[]> {
    const claimed: ClaimedAttachment[] = [];
    try {
      for (const ref of refs) {
        const id = new Types.ObjectId(ref.id);
        const file = await this.bucket.find(id);
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
        const assigned = await this.bucket.assignOwner(id, owner as FileOwner, [
          'quoteId',
          'orderId',
        ]);
        if (!assigned) throw new BadRequestException([unknownMessage]);
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
    for (const id of ids) await this.bucket.clearOwner(id, OWNER_FIELDS);
  }

  /** A purged request's files, its own and its thread messages': GridFS chunks included. */
  deleteOwnedBy(quoteId: Types.ObjectId): Promise<number> {
    return this.bucket.deleteByOwner({ quoteId });
  }

  /**
   * The bytes of a file that belongs to the given request, and to the given thread message or,
   * without one, to the request itself.
   */
  async open(id: Types.ObjectId, owner: AttachmentOwner): Promise<OpenedAttachment | undefined> {
    const file = await this.bucket.open(id, (metadata) => belongsTo(metadata, owner));
    if (!file?.metadata) return undefined;
    return {
      stream: file.stream,
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
