import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Types } from 'mongoose';
import { ApiMessages, type AuditAction, type UserRole } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { FirebaseAuthService } from '../firebase/firebase-auth.service';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashService } from '../trash/trash.service';
import { type UserRecordData, UsersService } from './users.service';

/**
 * What an admin does to other people's accounts: roles and deletion, never below one admin.
 * Each change is audited ahead of itself (AuditService): the checks come first, so a refused
 * call leaves no entry.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly users: UsersService,
    private readonly firebase: FirebaseAuthService,
    private readonly audit: AuditService,
    private readonly trash: TrashService,
  ) {}

  /** Answers modifiedCount: 0 when the user already was an admin. */
  async makeAdmin(origin: AuditOrigin, id: Types.ObjectId): Promise<number> {
    const user = await this.requireUser(id);
    if (user.role === 'admin') return 0;
    await this.recordRoleChange(origin, 'user.made_admin', user, 'admin');
    const changed = await this.users.setRole(id, 'admin');
    await this.firebase.revokeSignIns(user.uid);
    return changed;
  }

  /** Answers modifiedCount: 0 when the user was not an admin. */
  async revokeAdmin(origin: AuditOrigin, id: Types.ObjectId): Promise<number> {
    const user = await this.requireUser(id);
    if (user.role !== 'admin') return 0;
    await this.demoteUnlessLastAdmin(user._id, () =>
      this.recordRoleChange(origin, 'user.admin_revoked', user, 'user'),
    );
    await this.firebase.revokeSignIns(user.uid);
    return 1;
  }

  /**
   * Moves the record to the trash and disables the Firebase account, so the person cannot sign in
   * until a restore (which enables it again) and the account goes only with a purge. An admin
   * is demoted on the way (the last-admin guard), and comes back from the trash a member.
   * Answers the trash entry.
   */
  async deleteUser(
    origin: AuditOrigin,
    callerRecordId: string | undefined,
    id: Types.ObjectId,
  ): Promise<StoredTrashEntry> {
    if (callerRecordId === id.toHexString())
      throw new BadRequestException(ApiMessages.cannotDeleteSelf);
    const user = await this.requireUser(id);
    const wasAdmin = user.role === 'admin';
    const recordDeletion = () =>
      this.audit.record(origin, {
        action: 'user.deleted',
        target: targetOf(user),
        changes: [{ field: 'role', from: user.role }],
      });
    if (wasAdmin) await this.demoteUnlessLastAdmin(user._id, recordDeletion);
    else await recordDeletion();
    // The sessions end first, so a delete that fails at any later step leaves no working token.
    // The Firebase account is disabled next: if that fails the record stays and the call can be
    // retried; a record gone while its account still signs in could otherwise be re-created.
    await this.users.endSessions(user._id);
    try {
      await this.firebase.setAccountDisabled(user.uid, true);
    } catch (error) {
      if (wasAdmin) await this.users.setRole(user._id, 'admin');
      throw error;
    }
    const trashed = await this.trash.moveToTrash('user', id.toHexString(), origin);
    if (!trashed) throw new NotFoundException(ApiMessages.userNotFound);
    return trashed;
  }

  private recordRoleChange(
    origin: AuditOrigin,
    action: AuditAction,
    user: UserRecordData,
    role: UserRole,
  ): Promise<void> {
    return this.audit.record(origin, {
      action,
      target: targetOf(user),
      changes: [{ field: 'role', from: user.role, to: role }],
    });
  }

  private async requireUser(id: Types.ObjectId): Promise<UserRecordData> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(ApiMessages.userNotFound);
    return user;
  }

  /**
   * setRole also bumps the session version, so tokens issued under the old role stop working.
   * There are no transactions to lean on (FerretDB), so two admins removed at the same moment
   * could each have counted two admins. Each removal therefore counts again afterwards, and the
   * one that finds no admin left puts its admin back and is refused. The audit entry is written
   * between the first count and the change (so a plain refusal leaves none).
   */
  private async demoteUnlessLastAdmin(
    id: Types.ObjectId,
    beforeChange: () => Promise<void>,
  ): Promise<void> {
    if ((await this.users.countAdmins()) <= 1) throw new ConflictException(ApiMessages.lastAdmin);
    await beforeChange();
    await this.users.setRole(id, 'user');
    if ((await this.users.countAdmins()) === 0) {
      await this.users.setRole(id, 'admin');
      throw new ConflictException(ApiMessages.lastAdmin);
    }
  }
}

function targetOf(user: UserRecordData) {
  return { type: 'user' as const, id: user._id.toHexString(), label: user.email };
}
