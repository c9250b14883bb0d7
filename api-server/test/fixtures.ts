import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/index.js';
import { dealers, roles, users, type UserStatus } from '../src/db/schema.js';
import { hashPassword } from '../src/domain/identity/passwords.js';

let counter = 0;

/** Inserts a user with a known password; organization Administrator unless told otherwise. */
export async function createUser(
  db: Db,
  options: {
    password?: string;
    status?: UserStatus;
    roleKey?: string;
    dealer?: boolean;
    /** A dealer user of this existing dealer (instead of a new one). */
    dealerId?: number;
    email?: string;
    /** Their name (default `User <n>`). */
    name?: string;
  } = {},
) {
  counter++;
  const password = options.password ?? `pw-${counter}-correct-horse`;
  const roleKey = options.roleKey ?? (options.dealer || options.dealerId ? 'dealer_admin' : 'administrator');
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  let dealerId: number | null = options.dealerId ?? null;
  if (options.dealer && dealerId === null) {
    const [dealer] = await db
      .insert(dealers)
      .values({ name: `Dealer ${counter}` })
      .returning({ id: dealers.id });
    dealerId = dealer!.id;
  }
  const email = options.email ?? `user${counter}.${process.pid}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? `User ${counter}`,
      email,
      type: dealerId !== null ? 'dealer' : 'organization',
      status: options.status ?? 'active',
      roleId: role!.id,
      dealerId,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password, dealerId };
}
