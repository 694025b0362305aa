import type { CsvColumn } from '../common/csv';
import type { UserRecordData } from './users.service';

/** The columns of GET /users/export.csv: who, their role and state, never session bookkeeping. */
export const USER_CSV_COLUMNS: CsvColumn<UserRecordData>[] = [
  { header: 'id', value: (user) => user._id.toHexString() },
  { header: 'name', value: (user) => user.name },
  { header: 'email', value: (user) => user.email },
  { header: 'role', value: (user) => user.role },
  { header: 'status', value: (user) => user.status },
  { header: 'emailVerified', value: (user) => user.emailVerified },
  { header: 'phoneNumber', value: (user) => user.phoneNumber },
  { header: 'createdAt', value: (user) => user.createdAt },
];
