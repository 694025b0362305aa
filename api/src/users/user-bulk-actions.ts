import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { BulkActionResponse, BulkRowResult } from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { runBulk } from '../common/run-bulk';
import type { BulkUsersDto } from './dto/bulk-users.dto';
import { UserAdministrationService } from './user-administration.service';

const changed = (count: number): Omit<BulkRowResult, 'id'> => ({
  outcome: count > 0 ? 'done' : 'unchanged',
});

/**
 * Manage Users' bulk actions: each row goes through the same checks as its single route (the
 * last-admin guard counts again before every demotion, so a batch that names every admin leaves
 * one and reports the others refused).
 */
@Injectable()
export class UserBulkActions {
  constructor(private readonly administration: UserAdministrationService) {}

  async apply(
    origin: AuditOrigin,
    callerRecordId: string | undefined,
    { action, ids }: BulkUsersDto,
  ): Promise<BulkActionResponse> {
    const batchId = randomUUID();
    const batch = { ...origin, batchId };
    const results = await runBulk(ids, async (id) => {
      if (action === 'make_admin') return changed(await this.administration.makeAdmin(batch, id));
      if (action === 'revoke_admin')
        return changed(await this.administration.revokeAdmin(batch, id));
      const trashed = await this.administration.deleteUser(batch, callerRecordId, id);
      return { outcome: 'done', trashId: trashed._id.toHexString() };
    });
    return { batchId, results };
  }
}
