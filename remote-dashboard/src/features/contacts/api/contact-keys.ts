/** The contact inbox's query keys: the inbox (one list, with its counts) and each reply thread. */
export const contactKeys = {
  inbox: () => ['contact-messages'] as const,
  replies: (id: string) => ['contact-replies', id] as const,
};
