import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes/quotes.module';
import { GuestRequestsLinker } from './guest-requests-linker';
import { QuoteThreadsController } from './quote-threads.controller';
import { QuoteThreadsService } from './quote-threads.service';

/** A message thread per quote request (issue 22). */
@Module({
  imports: [QuotesModule],
  controllers: [QuoteThreadsController],
  providers: [QuoteThreadsService, GuestRequestsLinker],
  exports: [QuoteThreadsService, GuestRequestsLinker],
})
export class QuoteThreadsModule {}
