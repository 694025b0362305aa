import {
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { QuoteMessages, TrashMessages } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashRegistry } from '../trash/trash-registry';
import { TrashService } from '../trash/trash.service';
import { AttachmentFilesService } from '../files/attachment-files.service';
import { QuotesService } from './quotes.service';
import { escapeRegExp } from '../common/escape-regexp';

const RECORD_ID = /^[0-9a-f]{24}$/;

/**
 * A quote request in the trash takes its thread along (messages, the unread summary, the reads),
 * read as raw collections because the threads module depends on this one. Its files stay in
 * GridFS, claimed by the request, so nobody can download them meanwhile (the request is gone) and
 * a restore finds them byte for byte; a purge deletes them.
 */
@Injectable()
export class QuoteTrash implements OnModuleInit {
  constructor(
    private readonly registry: TrashRegistry,
    private readonly trash: TrashService,
    private readonly audit: AuditService,
    private readonly quotes: QuotesService,
    private readonly attachments: AttachmentFilesService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /**
   * DELETE /quotes/{id}. A request that became an order stays: the order reads its terms, files
   * and thread, and the Orders board would otherwise show an order of nothing.
   */
  async trashQuote(origin: AuditOrigin, id: Types.ObjectId): Promise<StoredTrashEntry> {
    const quote = await this.quotes.findById(id);
    if (!quote) throw new NotFoundException(QuoteMessages.quoteNotFound);
    if (await this.connection.db?.collection('orders').findOne({ quoteId: id }))
      throw new ConflictException(TrashMessages.quoteHasOrder);
    await this.audit.record(origin, {
      action: 'quote.deleted',
      target: { type: 'quote', id: id.toHexString(), label: quote.reference },
      changes: [{ field: 'status', from: quote.status }],
    });
    const trashed = await this.trash.moveToTrash('quote', id.toHexString(), origin);
    if (!trashed) throw new NotFoundException(QuoteMessages.quoteNotFound);
    return trashed;
  }

  onModuleInit(): void {
    this.registry.register({
      kind: 'quote',
      partsOf: (recordId) =>
        RECORD_ID.test(recordId)
          ? [
              { collection: 'quotes', filter: { _id: new Types.ObjectId(recordId) } },
              { collection: 'quoteThreadMessages', filter: { quoteId: recordId } },
              { collection: 'quoteThreads', filter: { _id: recordId } },
              {
                collection: 'quoteThreadReads',
                filter: { _id: { $regex: `^${escapeRegExp(recordId)}:` } },
              },
            ]
          : null,
      labelOf: (quote) =>
        `${String(quote.reference)} ${String(quote.company ?? quote.name ?? '')}`.trim(),
      purge: async (entry) => {
        await this.attachments.deleteOwnedBy(new Types.ObjectId(entry.recordId));
      },
    });
  }
}
