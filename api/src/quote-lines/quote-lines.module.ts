import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { QuoteThreadsModule } from '../quote-threads/quote-threads.module';
import { QuotesModule } from '../quotes/quotes.module';
import { StylesModule } from '../styles/styles.module';
import { UsersModule } from '../users/users.module';
import { QuoteLinesController } from './quote-lines.controller';
import { QuoteLinesService } from './quote-lines.service';

/** Quote requests of several lines, each style line pinned to a version of the member's style. */
@Module({
  imports: [
    QuotesModule,
    StylesModule,
    QuoteThreadsModule,
    CategoriesModule,
    UsersModule,
    AuditModule,
  ],
  controllers: [QuoteLinesController],
  providers: [QuoteLinesService],
})
export class QuoteLinesModule {}
