import { and, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { refreshTokens } from '../schema.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Queryable, values: typeof refreshTokens.$inferInsert) {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  return row!;
}

/** Reads a token by hash and locks its row, so two refreshes of one token run one after the other. */
export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findRefreshTokenById(db: Queryable, id: number): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row ?? null;
}

export async function findRefreshTokenByHash(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function markRotated(db: Queryable, id: number, replacedById: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at, replacedById, lastUsedAt: at })
    .where(eq(refreshTokens.id, id));
}

export async function touchRefreshToken(db: Queryable, id: number, at: Date) {
  await db.update(refreshTokens).set({ lastUsedAt: at }).where(eq(refreshTokens.id, id));
}

/** Revokes the refresh tokens, not revoked yet, that meet every one of `conditions`. */
export const revokeTokensWhere = (db: Queryable, at: Date, ...conditions: SQL[]) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(...conditions, isNull(refreshTokens.revokedAt)));

export async function revokeFamily(db: Queryable, familyId: string, at: Date) {
  await revokeTokensWhere(db, at, eq(refreshTokens.familyId, familyId));
}

export async function revokeAllOfUser(db: Queryable, userId: number, at: Date) {
  await revokeTokensWhere(db, at, eq(refreshTokens.userId, userId));
}

/** Deletes families that ended before `before`, keeping the table small. */
export async function deleteExpiredFamilies(db: Queryable, before: Date) {
  await db.delete(refreshTokens).where(lt(refreshTokens.familyExpiresAt, before));
}
