import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { TrashModule } from '../trash/trash.module';
import { FilesModule } from '../files/files.module';
import { QuoteReferencesService } from './quote-references.service';
import { QuotesController } from './quotes.controller';
import { QuotesService } from './quotes.service';
import { QuoteTrash } from './quote-trash';
import { QuoteBulkMoves } from './quote-bulk-moves';
import { QuoteLinePins } from './quote-line-pins';
import { QuoteLinesMigration } from './quote-lines-migration';
import { QuoteRequestRecord, QuoteRequestSchema } from './schemas/quote-request.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: QuoteRequestRecord.name, schema: QuoteRequestSchema }]),
    CategoriesModule,
    AuditModule,
    FilesModule,
    TrashModule,
  ],
  controllers: [QuotesController],
  providers: [
    QuotesService,
    QuoteReferencesService,
    QuoteTrash,
    QuoteBulkMoves,
    QuoteLinesMigration,
    QuoteLinePins,
  ],
  // Threads and orders keep their attachments in the same files module.
  exports: [QuotesService, QuoteLinePins, FilesModule],
})
export class QuotesModule {}
