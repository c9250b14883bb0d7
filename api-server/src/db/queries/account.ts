import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { refreshTokens, users, type ContactInfo } from '../schema.js';
import { revokeTokensWhere } from './sessions.js';

/**
 * The user's live sign-ins, newest first: one row per refresh family that is neither revoked nor
 * past its 30 days. Agent and address are those of the family's latest token (its latest use).
 */
export async function listLiveSessions(db: Queryable, userId: number, at: Date) {
  const createdAt = sql`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  return (
    db
      .select({
        id: refreshTokens.familyId,
        userAgent: sql<
          string | null
        >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.id} desc))[1]`,
        ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.id} desc))[1]`,
        createdAt,
        lastUsedAt: sql`max(coalesce(${refreshTokens.lastUsedAt}, ${refreshTokens.createdAt}))`.mapWith(
          refreshTokens.createdAt,
        ),
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.familyExpiresAt, at)))
      .groupBy(refreshTokens.familyId)
      // Revocation always ends a whole family, so a live family has no revoked token.
      .having(sql`bool_and(${refreshTokens.revokedAt} is null)`)
      .orderBy(desc(createdAt), desc(refreshTokens.familyId))
  );
}

/** Revokes one live family of the user; false when it is not theirs, unknown or already ended. */
export async function revokeLiveSession(db: Queryable, userId: number, familyId: string, at: Date) {
  const rows = await revokeTokensWhere(
    db,
    at,
    eq(refreshTokens.userId, userId),
    eq(refreshTokens.familyId, familyId),
    gt(refreshTokens.familyExpiresAt, at),
  ).returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes every family of the user except `keepFamilyId`; the families it ended. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepFamilyId: string, at: Date) {
  const rows = await revokeTokensWhere(
    db,
    at,
    eq(refreshTokens.userId, userId),
    ne(refreshTokens.familyId, keepFamilyId),
  ).returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  contact?: ContactInfo;
}

export async function updateProfile(db: Queryable, userId: number, changes: ProfileChanges, at: Date) {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: at };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.contact !== undefined) set.contact = changes.contact;
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** Sets the photo path and returns the one it replaces, the row locked meanwhile. */
export async function replaceImage(db: Queryable, userId: number, image: string | null, at: Date) {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) return { found: false as const, previous: null };
  await db.update(users).set({ image, updatedAt: at }).where(eq(users.id, userId));
  return { found: true as const, previous: row.image };
}
