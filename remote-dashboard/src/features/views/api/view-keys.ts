/** The saved views' query key: one list of every view the admin sees, all lists together. */
export const viewKeys = {
  all: ['saved-views'] as const,
};
