import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { TrashRegistry } from '../trash/trash-registry';

const RECORD_ID = /^[0-9a-f]{24}$/;

/** A contact message in the trash takes its replies along; it has no files. */
@Injectable()
export class ContactTrash implements OnModuleInit {
  constructor(private readonly registry: TrashRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      kind: 'contact',
      partsOf: (recordId) =>
        RECORD_ID.test(recordId)
          ? [
              { collection: 'contacts', filter: { _id: new Types.ObjectId(recordId) } },
              { collection: 'contactReplies', filter: { contactId: recordId } },
            ]
          : null,
      labelOf: (message) =>
        `${String(message.subject || '(no subject)')} from ${String(message.email)}`,
    });
  }
}
