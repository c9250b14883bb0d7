import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealers, permissions, refreshTokens, rolePermissions, roles, users } from '../schema.js';
import { contactOf, refOf, roleOf } from './rows.js';

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      status: users.status,
      /** Null for an organization user; a dealer user signs in only while it admits users. */
      dealerStatus: dealers.status,
      passwordHash: users.passwordHash,
      twoFactorType: users.twoFactorType,
    })
    .from(users)
    .leftJoin(dealers, eq(dealers.id, users.dealerId))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every access token issued before `at` (password change, suspension, sign-out everywhere). */
export async function setTokensValidAfter(db: Queryable, userId: number, at: Date) {
  await db.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId));
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** A user's id and the sign-in to check, as values or as the placeholders of the prepared statement. */
interface AuthUserArgs {
  userId: number | Placeholder;
  session?: { sessionId: string | Placeholder; at: string | Placeholder };
}

function selectAuthUser(db: Queryable, { userId, session }: AuthUserArgs) {
  const sessionLive = session
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${session.sessionId}::uuid
        and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null
        and ${refreshTokens.familyExpiresAt} > ${session.at}::timestamptz)`
    : sql<boolean>`false`;
  return (
    db
      .select({
        id: users.id,
        type: users.type,
        status: users.status,
        dealerId: users.dealerId,
        dealerStatus: dealers.status,
        tokensValidAfter: users.tokensValidAfter,
        sessionLive,
        roleActive: roles.isActive,
        permissionKey: permissions.key,
      })
      .from(users)
      .leftJoin(dealers, eq(dealers.id, users.dealerId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      // A role holds only permissions of its own type (docs/permissions.md).
      .leftJoin(
        permissions,
        and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.type, users.type)),
      )
      .where(eq(users.id, userId))
  );
}

/**
 * The token check of every authenticated request as a named prepared statement, one per database
 * (docs/decisions.md "Issue 12"): PostgreSQL parses and plans it once per connection instead of on
 * every request, and Drizzle builds its text once.
 */
const preparedAuthUser = new WeakMap<Queryable, ReturnType<typeof prepareAuthUser>>();
function prepareAuthUser(db: Queryable) {
  return selectAuthUser(db, {
    userId: sql.placeholder('userId'),
    session: { sessionId: sql.placeholder('sessionId'), at: sql.placeholder('at') },
  }).prepare('doorline_auth_user');
}

/**
 * What every authenticated request needs, in one query: status, tenant and its status, the token cut-off,
 * permission keys and, given the access token's session, whether that sign-in (refresh family) is
 * still live: not revoked, not past its 30 days.
 */
export async function findAuthUser(db: Queryable, userId: number, session?: { sessionId: string; at: Date }) {
  let rows: Awaited<ReturnType<typeof selectAuthUser>>;
  if (session) {
    let prepared = preparedAuthUser.get(db);
    if (!prepared) preparedAuthUser.set(db, (prepared = prepareAuthUser(db)));
    rows = await prepared.execute({ userId, sessionId: session.sessionId, at: session.at.toISOString() });
  } else {
    rows = await selectAuthUser(db, { userId });
  }
  const first = rows[0];
  if (!first) return null;
  const keys = first.roleActive ? rows.flatMap((r) => (r.permissionKey ? [r.permissionKey] : [])) : [];
  return {
    id: first.id,
    type: first.type,
    status: first.status,
    dealerId: first.dealerId,
    dealerStatus: first.dealerStatus,
    tokensValidAfter: first.tokensValidAfter,
    /** Always false when no session was asked about. */
    sessionLive: first.sessionLive === true,
    permissions: new Set(keys),
  };
}

/** The signed-in user as GET /auth/get-me answers it. */
export async function findCurrentUser(db: Queryable, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      image: users.image,
      type: users.type,
      status: users.status,
      twoFactorType: users.twoFactorType,
      dealerId: users.dealerId,
      contact: users.contact,
      dealerName: dealers.name,
      roleId: roles.id,
      roleName: roles.name,
      roleKey: roles.key,
      roleActive: roles.isActive,
    })
    .from(users)
    .leftJoin(dealers, eq(dealers.id, users.dealerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const rolePerms =
    user.roleId !== null && user.roleActive
      ? await db
          .select({ id: permissions.id, name: permissions.name, key: permissions.key })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(and(eq(rolePermissions.roleId, user.roleId), eq(permissions.type, user.type)))
          .orderBy(asc(permissions.id))
      : [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    type: user.type,
    status: user.status,
    twoFactorType: user.twoFactorType,
    dealerId: user.dealerId,
    dealer: refOf(user.dealerId, user.dealerName),
    role: roleOf(user, rolePerms),
    contact: contactOf(user.contact),
  };
}

export async function findRoleIdByKey(db: Queryable, key: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  return row?.id ?? null;
}

export async function insertUser(db: Queryable, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}
