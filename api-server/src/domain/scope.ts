// Dealer isolation (docs/permissions.md "Account types"), once: an organization user sees every
// dealer's records, a dealer user only their own dealer's, and any other record answers 404 exactly as
// a missing one. `scopeOf` makes the caller's scope, called by the route binding only (http/route.ts),
// which hands it to the handler; the domain passes it to every query of a dealer's data, which
// applies it in SQL (`scopeWhere` in db/queries/scope.ts); a record loaded on its own is checked with
// `assertInScope`.
import type { ServerMessage } from '@doorline/api-client';
import { type DealerScope, inScope, type OrganizationScope } from '../db/queries/scope.js';
import { notFound } from './errors.js';
import type { AuthUser } from './identity/sessions.js';

export type { DealerScope, OrganizationScope };

const ORGANIZATION: OrganizationScope = { kind: 'organization' };

/** The caller's scope. A dealer user without a dealer (the schema forbids it) is refused, not widened. */
export function scopeOf(user: Pick<AuthUser, 'id' | 'type' | 'dealerId'>): DealerScope {
  if (user.type === 'organization') return ORGANIZATION;
  if (user.dealerId === null) throw new Error(`Dealer user ${user.id} has no dealer`);
  return { kind: 'dealer', dealerId: user.dealerId };
}

export { inScope } from '../db/queries/scope.js';

/**
 * 404 with `message`, as if the record did not exist, unless it was found and its dealer is inside
 * the scope. A dealer's own record is `{ dealerId: its id }`.
 */
export function assertInScope<T extends { dealerId: number | null }>(
  scope: DealerScope,
  record: T | null | undefined,
  message: ServerMessage,
): asserts record is T {
  if (!record || !inScope(scope, record.dealerId)) throw notFound(message);
}
