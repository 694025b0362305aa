import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, type mongo, Types } from 'mongoose';
import type { ContactReply } from '@threadline/contracts';
import { NotificationsService } from '../notifications/notifications.service';

interface StoredContactReply {
  _id: Types.ObjectId;
  contactId: string;
  text: string;
  authorUid: string;
  authorEmail: string;
  createdAt: Date;
}

/** Replies from the contact inbox: kept with the message, sent to its sender by email. */
@Injectable()
export class ContactRepliesService {
  private readonly replies: mongo.Collection<StoredContactReply>;
  private readonly contacts: mongo.Collection;

  constructor(
    private readonly notifications: NotificationsService,
    @InjectConnection() connection: Connection,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.replies = connection.db.collection('contactReplies');
    this.contacts = connection.db.collection('contacts');
  }

  /** Records the email (write-ahead), stores the reply, marks the message read and replied. */
  async reply(
    contactId: Types.ObjectId,
    author: { uid: string; email: string },
    text: string,
  ): Promise<ContactReply> {
    const id = new Types.ObjectId();
    const now = new Date();
    await this.notifications.contactReplied(id.toHexString());
    await this.replies.insertOne({
      _id: id,
      contactId: contactId.toHexString(),
      text: text.trim(),
      authorUid: author.uid,
      authorEmail: author.email,
      createdAt: now,
    });
    await this.contacts.updateOne({ _id: contactId }, { $set: { read: true, repliedAt: now } });
    this.notifications.changeStored();
    return {
      id: id.toHexString(),
      text: text.trim(),
      authorEmail: author.email,
      createdAt: now.toISOString(),
    };
  }

  async listFor(contactId: Types.ObjectId): Promise<ContactReply[]> {
    const stored = await this.replies
      .find({ contactId: contactId.toHexString() })
      .sort({ createdAt: 1, _id: 1 })
      .limit(200)
      .toArray();
    return stored.map((reply) => ({
      id: reply._id.toHexString(),
      text: reply.text,
      authorEmail: reply.authorEmail,
      createdAt: reply.createdAt.toISOString(),
    }));
  }
}
