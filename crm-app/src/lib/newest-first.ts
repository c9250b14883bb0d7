/**
 * Newest first: by time (`createdAt`, an ISO timestamp), then by id for what was written at the same
 * instant (an approval and its sub-orders' events, two messages), the later written first. A copy;
 * the input is left as it was.
 */
export function newestFirst<T extends { id: number; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
