// Dealer isolation in SQL (docs/permissions.md "Account types"): the one condition that keeps a query
// inside the caller's scope. The domain makes the scope (`scopeOf` in domain/scope.ts); every query
// that reads or writes rows of a dealer for a caller takes it and applies it here.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { given } from './rows.js';

/** Whose records a caller may see and change: every dealer's, or one dealer's only. */
export type DealerScope = OrganizationScope | { readonly kind: 'dealer'; readonly dealerId: number };
export type OrganizationScope = { readonly kind: 'organization' };

/**
 * The scope as a value of a statement built once (`reusedStatement`): `scopeDealerId`, given for a
 * dealer's scope only, so that the statement's shape says whether it is scoped and not to which dealer.
 */
export const scopeValues = (scope: DealerScope) => ({
  scopeDealerId: scope.kind === 'dealer' ? scope.dealerId : undefined,
});
export type ScopeValues = ReturnType<typeof scopeValues>;

/**
 * The condition on a table's dealer column (`orders.dealer_id`, `users.dealer_id`, a counter's
 * `dealer_id`, `dealers.id`) that keeps the rows inside the scope: none for the organization, the
 * scope's dealer's rows for a dealer (rows of no dealer never match). A statement built once passes
 * its values (`scopeValues`) and gets the dealer as its placeholder.
 */
export function scopeWhere(column: PgColumn, scope: DealerScope | ScopeValues): SQL | undefined {
  if ('kind' in scope) return scope.kind === 'dealer' ? eq(column, scope.dealerId) : undefined;
  return given(scope.scopeDealerId) ? eq(column, sql.placeholder('scopeDealerId')) : undefined;
}
