import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { ContactMessageInput } from '@threadline/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { escapeRegExp } from '../common/escape-regexp';
import { ContactMessage } from './schemas/contact-message.schema';

export type ContactMessageData = ContactMessage & { _id: Types.ObjectId };

/** The contact messages collection, one method per question. */
@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.messages.init();
  }

  /** Stored unread, stamped with the server's clock. */
  async create(input: ContactMessageInput): Promise<Types.ObjectId> {
    const id = new Types.ObjectId();
    await this.notifications.contactReceived(id.toHexString());
    const created = await this.messages.create({
      _id: id,
      name: input.name,
      email: input.email,
      subject: input.subject || undefined,
      message: input.message,
      read: false,
      createdAt: new Date(),
    });
    this.notifications.changeStored();
    return created._id;
  }

  /** One page of the inbox, newest first, and the number of messages in all. */
  async findPage(
    page: number,
    limit: number,
  ): Promise<{ messages: ContactMessageData[]; total: number }> {
    const [messages, total] = await Promise.all([
      this.messages
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<ContactMessageData[]>()
        .exec(),
      this.messages.countDocuments().exec(),
    ]);
    return { messages, total };
  }

  findById(id: Types.ObjectId): Promise<ContactMessageData | null> {
    return this.messages.findById(id).lean<ContactMessageData>().exec();
  }

  /**
   * Every message holding `search` (in the name, email, subject or message, any case), newest
   * first, read from a cursor in batches (GET /contacts/export.csv).
   */
  streamNewestFirst(search = ''): AsyncIterable<ContactMessageData> {
    const text = search.trim();
    const contains = { $regex: escapeRegExp(text), $options: 'i' };
    const filter = text
      ? {
          $or: [
            { name: contains },
            { email: contains },
            { subject: contains },
            { message: contains },
          ],
        }
      : {};
    return this.messages
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .lean<ContactMessageData>()
      .cursor({ batchSize: 1000 });
  }

  countUnread(): Promise<number> {
    return this.messages.countDocuments({ read: false }).exec();
  }

  /** Answers null when there is no such message, else the number of messages changed. */
  async markRead(id: Types.ObjectId): Promise<number | null> {
    const result = await this.messages.updateOne({ _id: id }, { $set: { read: true } }).exec();
    return result.matchedCount === 0 ? null : result.modifiedCount;
  }
}
