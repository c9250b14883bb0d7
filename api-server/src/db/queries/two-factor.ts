import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { oneTimeCodes } from '../schema.js';

// The last TOTP time step a user signed in with, so that a code cannot be used twice in its
// window. Kept as a row of one_time_codes (purpose `totp_step`, the step in code_hash) so the
// schema did not need a new column.
const PURPOSE = 'totp_step';

export async function findLastTotpStep(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ step: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, PURPOSE), eq(oneTimeCodes.userId, userId)))
    .limit(1);
  return row ? Number(row.step) : null;
}

export async function saveLastTotpStep(db: Queryable, userId: number, step: number, at: Date) {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, PURPOSE), eq(oneTimeCodes.userId, userId)));
  await db.insert(oneTimeCodes).values({
    purpose: PURPOSE,
    target: `user:${userId}`,
    userId,
    codeHash: String(step),
    // Far ahead: housekeeping that deletes expired codes must not forget the step early.
    expiresAt: new Date(at.getTime() + 24 * 3600_000),
    consumedAt: at,
    lastSentAt: at,
    createdAt: at,
  });
}
