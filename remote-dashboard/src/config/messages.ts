// The dashboard's own words and timings: they never cross to another app, so changing them is
// no change to contracts (docs/shipping-a-remote.md).

// --- Dashboard actions (the dashboard remote's confirmations, results and error panels) ---
/** What the dashboard says around its actions: the confirmations, the outcomes, the retry hint. */
export const DashboardMessages = {
  tryAgain: 'Please try again.',
  tryAgainButton: 'Try Again',
  makeAdminTitle: 'Make Admin?',
  makeAdminText: (name: string) => `${name} will get full admin access.`,
  makeAdminConfirm: 'Yes, make admin',
  madeAdminTitle: 'Success!',
  madeAdminText: (name: string) => `${name} is now an admin.`,
  revokeAdminTitle: 'Revoke Admin?',
  revokeAdminText: (name: string) => `${name} will lose admin access and become a regular user.`,
  revokeAdminConfirm: 'Yes, revoke admin',
  revokedAdminTitle: 'Admin Revoked',
  revokedAdminText: (name: string) => `${name} is now a user.`,
  failedToRevokeAdmin: 'Failed to revoke admin',
  userUnchanged: (name: string) => `${name} was not changed.`,
  deleteUserTitle: 'Delete User?',
  deleteUserText: (name: string, email: string) =>
    `${name} (${email}) will be removed permanently.`,
  deleteConfirm: 'Yes, delete',
  deletedTitle: 'Deleted!',
  userDeletedText: (name: string) => `${name} has been deleted.`,
  userNotDeleted: (name: string) => `${name} was not deleted.`,
  deleteMessageTitle: 'Delete Message?',
  deleteMessageText: (name: string) => `The message from ${name} will be deleted permanently.`,
  messageDeletedText: 'The message has been deleted.',
  deleteCategoryTitle: 'Delete Category?',
  deleteCategoryText: (title: string) =>
    `"${title}" and its gallery will be removed from the site.`,
  editCategoryTitle: 'Edit Category',
  errorTitle: 'Error',
  downloadFailed: 'Download failed',
  deleteStyleTitle: 'Delete Style?',
  deleteStyleText: (label: string) =>
    `${label} and all its versions will be removed from your library.`,
  styleDeletedText: (label: string) => `${label} has been deleted.`,
  styleDeleteFailed: 'Failed to delete the style',
  quoteMoveText: (name: string, email: string) =>
    `${name} (${email}) will see the new status in My Quotes.`,
  quoteMoveConfirm: (status: string) => `Yes, move to ${status}`,
} as const;

/** How long the dashboard's confirmations stay open (the shell keeps its own splash timings). */
export const Timings = {
  makeAdminAlertMs: 1500,
  logoutAlertMs: 2000,
  copiedHintMs: 1500,
} as const;

/** The roles offered by the Manage Users filter. */
export const FILTERABLE_ROLES = ['admin', 'user'] as const;
export const SKELETON_COUNT = 5;
