// Dealer isolation in SQL (docs/permissions.md "Account types"): the one condition that keeps a query
// inside the caller's scope. The route binding makes the scope (`scopeOf` in domain/scope.ts, called
// by http/route.ts) and hands it to the handler; every query that reads a dealer's rows takes it as a
// required argument and applies it here, so that an unscoped read does not compile
// (docs/conventions.md "How a handler gets its scope").
import { eq, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { given } from './rows.js';

/** Whose records a caller may see and change: every dealer's, or one dealer's only. */
export type DealerScope = OrganizationScope | { readonly kind: 'dealer'; readonly dealerId: number };
export type OrganizationScope = { readonly kind: 'organization' };

/**
 * Every dealer's rows, for a read that no caller makes: the notifications' jobs and a record's
 * readers (who may be told about a record is decided per person, in SQL of its own). Named, so that
 * each read outside a caller's scope is found by one search; a caller's read never uses it.
 */
export const ORGANIZATION_WIDE: OrganizationScope = { kind: 'organization' };

declare const readInScope: unique symbol;
/**
 * The id of a record read through a scope (the answer of a scoped finder, `findOrderAccess`): the
 * record's parts (its items, sub-orders, history, comments, files) are read by it and need no scope
 * of their own. Only a scoped finder makes one (`inScopeId`).
 */
export type ScopedId = number & { readonly [readInScope]: true };

/** A row read through `scopeWhere`, its id marked as such. */
export const inScopeId = <R extends { id: number }>(row: R): R & { id: ScopedId } =>
  row as R & { id: ScopedId };

/**
 * The scope as a value of a statement built once (`reusedStatement`): `scopeDealerId`, given for a
 * dealer's scope only, so that the statement's shape says whether it is scoped and not to which dealer.
 */
export const scopeValues = (scope: DealerScope) => ({
  scopeDealerId: scope.kind === 'dealer' ? scope.dealerId : undefined,
});
export type ScopeValues = ReturnType<typeof scopeValues>;

/** Whether a row of this dealer (null: of no dealer) is inside the scope (`scopeWhere`, in code). */
export const inScope = (scope: DealerScope, dealerId: number | null): boolean =>
  scope.kind === 'organization' || dealerId === scope.dealerId;

/**
 * The condition on a table's dealer column (`orders.dealer_id`, `users.dealer_id`, a counter's
 * `dealer_id`, `dealers.id`) that keeps the rows inside the scope: none for the organization, the
 * scope's dealer's rows for a dealer (rows of no dealer never match). A statement built once passes
 * its values (`scopeValues`) and gets the dealer as its placeholder.
 */
export function scopeWhere(column: PgColumn | SQL, scope: DealerScope | ScopeValues): SQL | undefined {
  const value =
    'kind' in scope
      ? scope.kind === 'dealer'
        ? scope.dealerId
        : undefined
      : given(scope.scopeDealerId)
        ? sql.placeholder('scopeDealerId')
        : undefined;
  if (value === undefined) return undefined;
  return column instanceof SQL ? eq(column, value) : eq(column, value);
}
