/** The conversations' query keys: one request's thread, and the sidebar's unread count. */
export const conversationKeys = {
  thread: (quoteId: string) => ['quote-thread', quoteId] as const,
  unread: () => ['quote-threads', 'unread'] as const,
};
