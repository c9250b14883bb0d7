import type { OrderEvent } from '@doorline/api-client';

/** Newest change on top; events of one moment (an approval and its sub-orders) in the order written. */
export const newestFirst = (events: readonly OrderEvent[]) =>
  [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
