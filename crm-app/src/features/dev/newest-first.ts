import type { OutboxMessage } from '@doorline/api-client';

/** Newest first: by time, then by id for messages of the same instant. */
export function newestFirst(messages: readonly OutboxMessage[]): OutboxMessage[] {
  return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
