import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Types } from 'mongoose';
import { ApiMessages, PasskeyMessages, type StepUpCompleted } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { UsersService } from '../users/users.service';
import { PasskeyStore } from './passkey-store';
import { userIdOf } from './passkeys.service';
import { StepUpTokens } from './step-up-tokens';

/** The ways back for an admin without their passkey: the one-off recovery code, another admin's reset. */
@Injectable()
export class PasskeyRecoveryService {
  constructor(
    private readonly store: PasskeyStore,
    private readonly tokens: StepUpTokens,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The code completes a step-up (so a new passkey may be registered), once. */
  async recover(
    caller: AuthPrincipal,
    origin: AuditOrigin,
    code: string,
  ): Promise<StepUpCompleted> {
    const userId = userIdOf(caller);
    if (!(await this.store.consumeRecoveryCode(userId, code))) {
      await this.audit.record(origin, {
        action: 'passkey.step_up_refused',
        target: { type: 'passkey', label: caller.email },
        changes: [
          { field: 'step', to: 'recovery' },
          { field: 'reason', to: PasskeyMessages.recoveryCodeInvalid },
        ],
      });
      throw new BadRequestException(PasskeyMessages.recoveryCodeInvalid);
    }
    await this.audit.record(origin, {
      action: 'passkey.recovered',
      target: { type: 'user', id: userId, label: caller.email },
    });
    return this.tokens.issue(caller);
  }

  /**
   * Another admin removes an admin's passkeys, recovery code and step-ups, and ends their
   * sessions: at the next sign-in they register a new passkey.
   */
  async reset(
    caller: AuthPrincipal,
    origin: AuditOrigin,
    id: Types.ObjectId,
  ): Promise<{ removedCount: number }> {
    if (id.toHexString() === caller._id)
      throw new BadRequestException(PasskeyMessages.cannotResetOwn);
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(ApiMessages.userNotFound);
    if (user.role !== 'admin') throw new BadRequestException(PasskeyMessages.notAnAdmin);
    const count = (await this.store.credentialsOf(id.toHexString())).length;
    await this.audit.record(origin, {
      action: 'passkey.reset',
      target: { type: 'user', id: id.toHexString(), label: user.email },
      changes: [{ field: 'passkeys', from: String(count), to: '0' }],
    });
    const removedCount = await this.store.reset(id.toHexString());
    await this.users.endSessions(id);
    return { removedCount };
  }
}
