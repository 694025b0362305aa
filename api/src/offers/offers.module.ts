import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { QuoteThreadsModule } from '../quote-threads/quote-threads.module';
import { QuotesModule } from '../quotes/quotes.module';
import { CostingController } from './costing.controller';
import { GuestOfferController } from './guest-offer.controller';
import { OfferExpiryCheck } from './offer-expiry-check';
import { OfferOrderLines } from './offer-order-lines';
import { OfferRevisionsService } from './offer-revisions.service';
import { OfferStore } from './offer-store';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

/** A costing sheet per request line and the offer per line made from them (issue 37). */
@Module({
  imports: [QuotesModule, QuoteThreadsModule, AuditModule],
  controllers: [CostingController, OffersController, GuestOfferController],
  providers: [OffersService, OfferRevisionsService, OfferStore, OfferExpiryCheck, OfferOrderLines],
  exports: [OfferOrderLines],
})
export class OffersModule {}
