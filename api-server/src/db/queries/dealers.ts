// Dealers and users as the quote form and the dealer filter look them up.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealers, users } from '../schema.js';
import { containsPattern, type Page } from './rows.js';

/** A dealer's name and status, or null for a missing id. */
export async function findDealer(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name, status: dealers.status })
    .from(dealers)
    .where(eq(dealers.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUserRef(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Active dealers by name, for the dealer filter and the quote form; one dealer for a dealer user. */
export async function lookupDealers(
  db: Queryable,
  filter: { search?: string; tenantDealerId: number | null },
  { page, limit }: Page,
) {
  const term = filter.search?.trim();
  const where = and(
    eq(dealers.status, 'active'),
    filter.tenantDealerId === null ? undefined : eq(dealers.id, filter.tenantDealerId),
    term ? sql`${dealers.name} ilike ${containsPattern(term)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: dealers.id, name: dealers.name, discount: dealers.discount })
      .from(dealers)
      .where(where)
      .orderBy(asc(dealers.name), asc(dealers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dealers)
      .where(where),
  ]);
  return { data: rows, count: total?.n ?? 0 };
}

/** Active users of a dealer (the salesman pick). */
export async function listDealerUsers(db: Queryable, dealerId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}
