import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ApiMessages, QuoteMessages, type QuoteRequestInput } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { CategoriesService } from '../categories/categories.service';
import { QuotesService } from '../quotes/quotes.service';
import type { ContactMessageData } from './contacts.service';
import { ContactMessage } from './schemas/contact-message.schema';

/**
 * Many contact messages are quote requests: the team makes one from a message, prefilled from it
 * (the form sends what the admin checked). It goes through the quotes' own create path, its
 * history names the message, and the message links to it.
 */
@Injectable()
export class ContactQuoteRequests {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly quotes: QuotesService,
    private readonly categories: CategoriesService,
    private readonly audit: AuditService,
  ) {}

  async create(
    id: Types.ObjectId,
    input: QuoteRequestInput,
    origin: AuditOrigin,
  ): Promise<{ id: Types.ObjectId; reference: string }> {
    const message = await this.messages.findById(id).lean<ContactMessageData>().exec();
    if (!message) throw new NotFoundException(ApiMessages.contactNotFound);
    if (message.quoteRequest)
      throw new ConflictException(ApiMessages.contactAlreadyQuoted(message.quoteRequest.reference));
    if (!(await this.categories.exists(input.categoryKey.trim())))
      throw new BadRequestException([QuoteMessages.categoryUnknown]);
    const created = await this.quotes.create(input, undefined, { fromContact: id });
    // The message links to the request; a second request from it is refused above.
    await this.messages
      .updateOne(
        { _id: id },
        {
          $set: {
            quoteRequest: { id: created.id, reference: created.reference },
            read: true,
          },
        },
      )
      .exec();
    await this.audit.record(origin, {
      action: 'contact.quote_requested',
      target: {
        type: 'contact',
        id: id.toHexString(),
        label: message.subject ? `${message.email}: ${message.subject}` : message.email,
      },
      changes: [{ field: 'quoteRequest', to: created.reference }],
    });
    return created;
  }
}
