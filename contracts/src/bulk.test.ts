import { BulkMessages } from './bulk';

describe('the bulk actions’ texts', () => {
  it.each([
    [BulkMessages.userActionText('make_admin', 1), 'Make 1 user admin.'],
    [BulkMessages.userActionText('revoke_admin', 3), 'Revoke admin from 3 users.'],
    [BulkMessages.userActionText('delete', 2), 'Delete 2 users.'],
    [BulkMessages.contactActionText('mark_read', 5), 'Mark 5 messages read.'],
    [BulkMessages.contactActionText('delete', 1), 'Delete 1 message.'],
    [BulkMessages.quoteMoveText('reviewing', 3), 'Move 3 quote requests to reviewing.'],
    [BulkMessages.summary(3, 0), '3 records done.'],
    [BulkMessages.summary(1, 2), '1 record done, 2 refused.'],
  ])('says %p', (text, expected) => {
    expect(text).toBe(expected);
  });
});
