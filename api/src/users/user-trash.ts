import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { FirebaseAuthService } from '../firebase/firebase-auth.service';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashRegistry } from '../trash/trash-registry';
import { UsersRepository } from './users.repository';

const RECORD_ID = /^[0-9a-f]{24}$/;

const uidOf = (entry: StoredTrashEntry) => String(entry.parts[0].docs[0].uid);

/**
 * A user in the trash: the record goes, the Firebase account is disabled (by
 * UserAdministrationService, before the move). A restore enables the account again; the record
 * comes back with the session version the delete bumped, so no token from before works. A
 * purge deletes the account; an unused profile photo goes with the image clean-up.
 */
@Injectable()
export class UserTrash implements OnModuleInit {
  constructor(
    private readonly registry: TrashRegistry,
    private readonly users: UsersRepository,
    private readonly firebase: FirebaseAuthService,
  ) {}

  onModuleInit(): void {
    const seeAgain = (entry: StoredTrashEntry) =>
      this.users.recordChanged(new Types.ObjectId(entry.recordId));
    this.registry.register({
      kind: 'user',
      partsOf: (recordId) =>
        RECORD_ID.test(recordId)
          ? [{ collection: 'users', filter: { _id: new Types.ObjectId(recordId) } }]
          : null,
      labelOf: (user) => String(user.email),
      afterTrash: seeAgain,
      afterRestore: async (entry) => {
        await seeAgain(entry);
        await this.firebase.setAccountDisabled(uidOf(entry), false);
      },
      purge: (entry) => this.firebase.deleteAccount(uidOf(entry)),
    });
  }
}
