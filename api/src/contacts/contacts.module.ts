import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { QuotesModule } from '../quotes/quotes.module';
import { TrashModule } from '../trash/trash.module';
import { ContactQuoteRequests } from './contact-quote-requests';
import { ContactRepliesController } from './contact-replies.controller';
import { ContactRepliesService } from './contact-replies.service';
import { ContactsController } from './contacts.controller';
import { ContactsService } from './contacts.service';
import { ContactTrash } from './contact-trash';
import { ContactAdministration } from './contact-administration';
import { ContactMessage, ContactMessageSchema } from './schemas/contact-message.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: ContactMessage.name, schema: ContactMessageSchema }]),
    AuditModule,
    TrashModule,
    QuotesModule,
    CategoriesModule,
  ],
  controllers: [ContactsController, ContactRepliesController],
  providers: [
    ContactsService,
    ContactRepliesService,
    ContactTrash,
    ContactAdministration,
    ContactQuoteRequests,
  ],
})
export class ContactsModule {}
