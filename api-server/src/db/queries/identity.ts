import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { roles, users } from '../schema.js';

/** Who a user is: the columns every read of a user starts with. */
export const identityColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  type: users.type,
  status: users.status,
};

/** What the account endpoints need of a user (never leaves the server as is). */
export async function findAccount(db: Queryable, where: { id: number } | { email: string }) {
  const [row] = await db
    .select({
      ...identityColumns,
      dealerId: users.dealerId,
      roleId: users.roleId,
      passwordHash: users.passwordHash,
      twoFactorType: users.twoFactorType,
      twoFactorSecret: users.twoFactorSecret,
      invitedById: users.invitedById,
    })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** Locks the user's row until the end of the transaction (serialises 2FA checks of one user). */
export async function lockUser(db: Queryable, id: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function updateUser(db: Queryable, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: number): Promise<boolean> {
  const condition =
    exceptUserId === undefined
      ? eq(users.email, email.toLowerCase())
      : and(eq(users.email, email.toLowerCase()), ne(users.id, exceptUserId));
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length > 0;
}

/** The user as invite and approve answer it (UserSummary). */
export async function findUserSummary(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...identityColumns,
      roleId: users.roleId,
      dealerId: users.dealerId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function findRole(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: roles.id, type: roles.type, isActive: roles.isActive, name: roles.name, key: roles.key })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return row ?? null;
}
