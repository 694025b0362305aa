import { Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { ApiMessages, type BulkActionResponse } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { runBulk } from '../common/run-bulk';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashService } from '../trash/trash.service';
import { contactDeletedEvent, contactMarkedReadEvent } from './contact-audit-events';
import { type ContactMessageData, ContactsService } from './contacts.service';
import type { BulkContactsDto } from './dto/bulk-contacts.dto';

/** What an admin does to contact messages, one at a time or in bulk; each change audited first. */
@Injectable()
export class ContactAdministration {
  constructor(
    private readonly contacts: ContactsService,
    private readonly audit: AuditService,
    private readonly trash: TrashService,
  ) {}

  /** Answers modifiedCount: 0 when it was already read. */
  async markRead(origin: AuditOrigin, id: Types.ObjectId): Promise<number> {
    const message = await this.requireMessage(id);
    if (message.read) return 0;
    await this.audit.record(origin, contactMarkedReadEvent(message));
    const modifiedCount = await this.contacts.markRead(id);
    if (modifiedCount === null) throw new NotFoundException(ApiMessages.contactNotFound);
    return modifiedCount;
  }

  /** Moves the message, with its replies, to the trash. */
  async remove(origin: AuditOrigin, id: Types.ObjectId): Promise<StoredTrashEntry> {
    const message = await this.requireMessage(id);
    await this.audit.record(origin, contactDeletedEvent(message));
    const trashed = await this.trash.moveToTrash('contact', id.toHexString(), origin);
    if (!trashed) throw new NotFoundException(ApiMessages.contactNotFound);
    return trashed;
  }

  async bulk(origin: AuditOrigin, { action, ids }: BulkContactsDto): Promise<BulkActionResponse> {
    const batchId = randomUUID();
    const batch = { ...origin, batchId };
    const results = await runBulk(ids, async (id) => {
      if (action === 'mark_read')
        return { outcome: (await this.markRead(batch, id)) > 0 ? 'done' : 'unchanged' };
      return { outcome: 'done', trashId: (await this.remove(batch, id))._id.toHexString() };
    });
    return { batchId, results };
  }

  async requireMessage(id: Types.ObjectId): Promise<ContactMessageData> {
    const message = await this.contacts.findById(id);
    if (!message) throw new NotFoundException(ApiMessages.contactNotFound);
    return message;
  }
}
