import { daysAfter } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/index.js';
import { insertNotifications, type NewNotification } from '../src/db/queries/notifications.js';
import { dealers, items, orders, roles, users, type UserStatus } from '../src/db/schema.js';
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

/** A notification for `userId` about themselves: their role changed to `role`, by `actorId`. */
export function roleChangedRow(
  userId: number,
  role = 'Sales manager',
  actorId: number | null = null,
): NewNotification {
  return {
    userId,
    message: 'roleChanged',
    params: { role },
    subjectKind: 'user',
    subjectId: userId,
    actorId,
  };
}

/** Inserts notification rows in one committed transaction, as a change does (in this process or another); their ids. */
export function committedNotifications(db: Db, ...rows: NewNotification[]) {
  return db.transaction((tx) => insertNotifications(tx, rows));
}

/**
 * Inserts a main order straight into the database (a quote in draft unless `values` say otherwise),
 * asked for a month after the clock, with an item per price of `itemPrices` (`Door 1`, `Door 2`, …):
 * its id and its items' ids.
 */
export async function insertOrder(
  db: Db,
  values: Partial<typeof orders.$inferInsert> & { orderNumber: string },
  itemPrices: readonly number[] = [],
) {
  const [row] = await db
    .insert(orders)
    .values({ requestedDate: daysAfter(new Date(), 30), ...values })
    .returning({ id: orders.id });
  const id = row!.id;
  const itemRows =
    itemPrices.length === 0
      ? []
      : await db
          .insert(items)
          .values(
            itemPrices.map((price, i) => ({
              orderId: id,
              description: `Door ${i + 1}`,
              price,
              position: i + 1,
            })),
          )
          .returning({ id: items.id });
  return { id, itemIds: itemRows.map((item) => item.id) };
}
