/** The development outbox's query keys (see `@/lib/auth` for the convention). */
export const outboxKeys = {
  all: ['dev-outbox'] as const,
  list: () => [...outboxKeys.all, 'list'] as const,
};
