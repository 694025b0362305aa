import { Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QuoteMessages, type BulkActionResponse } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { runBulk } from '../common/run-bulk';
import type { BulkMoveQuotesDto } from './dto/bulk-move-quotes.dto';
import { quoteUpdateEvent } from './quote-audit-events';
import { QuotesService } from './quotes.service';

/**
 * Moves the selected quote requests to one status, each as PATCH /quotes/{id} would: the pipeline
 * refuses a move it does not allow (that row is refused, the others go on), each move is audited
 * and notified on its own, and a request already there is left unchanged.
 */
@Injectable()
export class QuoteBulkMoves {
  constructor(
    private readonly quotes: QuotesService,
    private readonly audit: AuditService,
  ) {}

  async apply(
    origin: AuditOrigin,
    author: { uid: string; email: string },
    { status, ids }: BulkMoveQuotesDto,
  ): Promise<BulkActionResponse> {
    const batchId = randomUUID();
    const batch = { ...origin, batchId };
    const change = { status };
    const results = await runBulk(ids, async (id) => {
      const current = await this.quotes.findById(id);
      if (!current) throw new NotFoundException(QuoteMessages.quoteNotFound);
      if (current.status === status) return { outcome: 'unchanged' };
      const moved = await this.quotes.update(id, change, author, (read) =>
        this.audit.record(batch, quoteUpdateEvent(read, change)),
      );
      if (!moved) throw new NotFoundException(QuoteMessages.quoteNotFound);
      return { outcome: 'done' };
    });
    return { batchId, results };
  }
}
