import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { oneTimeCodes } from '../schema.js';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** The newest code of a purpose and address, used or not (the resend timer counts from it). */
export async function findLatestCode(db: Queryable, purpose: string, target: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** The live (unused, unexpired) code of a purpose and address, newest first. */
export async function findLiveCode(db: Queryable, purpose: string, target: string, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.target, target),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Voids the unused codes of a purpose that `owner` picks out (a new one replaces them). */
async function voidUnusedCodes(db: Queryable, purpose: string, owner: SQL, at: Date) {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(and(eq(oneTimeCodes.purpose, purpose), owner, isNull(oneTimeCodes.consumedAt)));
}

/** Voids every unused code of a purpose and address (a new one replaces them). */
export async function voidCodes(db: Queryable, purpose: string, target: string, at: Date) {
  await voidUnusedCodes(db, purpose, eq(oneTimeCodes.target, target), at);
}

export async function voidCodesOfUser(db: Queryable, purpose: string, userId: number, at: Date) {
  await voidUnusedCodes(db, purpose, eq(oneTimeCodes.userId, userId), at);
}

export async function insertCode(db: Queryable, values: typeof oneTimeCodes.$inferInsert) {
  const [row] = await db.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id });
  return row!.id;
}

/**
 * Counts a try at a code before it is compared (issue 39): one statement, so tries racing in from
 * every process are counted one after another. False when the code has had `max` tries already.
 */
export async function countCodeTry(db: Queryable, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, max)))
    .returning({ attempts: oneTimeCodes.attempts });
  return rows.length === 1;
}

/** Gives back a try counted by `countCodeTry` that was right: a right code uses no try. */
export async function giveBackCodeTry(db: Queryable, id: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} - 1` })
    .where(and(eq(oneTimeCodes.id, id), gt(oneTimeCodes.attempts, 0)));
}

export async function voidCode(db: Queryable, id: number, at: Date) {
  await db.update(oneTimeCodes).set({ consumedAt: at }).where(eq(oneTimeCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Deletes codes that expired before `before` (housekeeping). */
export async function deleteExpiredCodes(db: Queryable, before: Date) {
  await db.delete(oneTimeCodes).where(sql`${oneTimeCodes.expiresAt} < ${before}`);
}
