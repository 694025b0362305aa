import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { GuestRequestMessages } from '@threadline/contracts';
import { QuotesService } from '../quotes/quotes.service';
import { QuoteThreadsService } from './quote-threads.service';

/**
 * A guest's requests follow them into their account: on each session exchange (the address is
 * verified by then) every request sent from that address without an account becomes the
 * account's, whether it was sent before the sign-up or after it, while signed out. Each gets a
 * history entry and a note in its thread; an order already made of one follows it.
 */
@Injectable()
export class GuestRequestsLinker {
  private readonly logger = new Logger(GuestRequestsLinker.name);

  constructor(
    private readonly quotes: QuotesService,
    private readonly threads: QuoteThreadsService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Answers how many requests it linked; a failure is logged and never refuses the sign-in. */
  async linkVerifiedAccount(account: { uid: string; email: string }): Promise<number> {
    try {
      const linked = await this.quotes.linkGuestRequests(account.email, account.uid);
      for (const quote of linked) {
        await this.threads.postNotice(quote, GuestRequestMessages.linkedToAccount(account.email));
        // The orders collection is read raw, as the notifications read it: the orders module
        // imports this one, so it cannot be imported back.
        await this.connection.db
          ?.collection('orders')
          .updateMany({ quoteId: quote._id, ownerUid: null }, { $set: { ownerUid: account.uid } });
      }
      return linked.length;
    } catch (error) {
      this.logger.warn(`Guest requests of a verified account were not linked: ${String(error)}`);
      return 0;
    }
  }
}
