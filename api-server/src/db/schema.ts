import {
  accountTypes,
  auditActions,
  dealerStatuses,
  notificationSubjectKinds,
  type NotificationGroup,
  orderStages,
  orderStatuses,
  undeliveredStatuses,
  userStatuses,
  leafCounts,
  itemKinds,
  type ItemDoor,
  priceVersionStatuses,
  type ModelPrice,
  type Names,
  type OptionNote,
  type OptionPrice,
  type SizeRule,
  type DoorHand,
  type DoorSwing,
  priceRuleTargets,
  priceRuleKinds,
} from '@doorline/api-client';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Vocabularies are text + CHECK rather than pg enums: a later migration can widen a CHECK inside
// a transaction on every PostgreSQL version, which ALTER TYPE ... ADD VALUE cannot always do.
export const twoFactorTypes = ['none', 'app', 'sms', 'email'] as const;
// The sales flow's, the users' and the dealers' vocabularies are the contract's (api-client/src/contract/).
export { accountTypes, dealerStatuses, orderStages, orderStatuses, userStatuses };
export const auditSubjects = [
  'user',
  'role',
  'dealer',
  'customer',
  // The door catalogue and its prices (issue 43).
  'family',
  'model',
  'option_group',
  'option',
  'price_list',
  'price_version',
] as const;
export const outboxChannels = ['email', 'sms'] as const;
export const outboxStatuses = ['pending', 'sent', 'failed'] as const;

export type AccountType = (typeof accountTypes)[number];
export type UserStatus = (typeof userStatuses)[number];
export type DealerStatus = (typeof dealerStatuses)[number];
export type TwoFactorType = (typeof twoFactorTypes)[number];
export type OrderStage = (typeof orderStages)[number];
export type OrderStatus = (typeof orderStatuses)[number];

/** `{ name, email, phone, mobile, fax }`, each possibly null (spec §3). */
export interface ContactInfo {
  name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
}

function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A catalogue row's last change (issue 43): set by the database's clock on every update through
 * Drizzle, so that the catalogue's stamp (`catalogueStamp`, which a door's check reads before what it
 * keeps) changes with any change, whoever makes it and whatever the server's clock says.
 */
const catalogueChangedAt = () => updatedAt().$onUpdate(() => sql`clock_timestamp()`);
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Transaction numbers of main orders (`000123`); sub-orders append `-position`. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: accountTypes }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('permissions_key_uq').on(t.key, t.type),
    check('permissions_type_ck', oneOf(t.type, accountTypes)),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: accountTypes }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The most a user of the role gives on a line by hand, in percent (issue 43, part 4). */
    maxLineDiscount: numeric('max_line_discount', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_key_uq').on(t.key),
    check('roles_type_ck', oneOf(t.type, accountTypes)),
    check('roles_max_line_discount_ck', sql`${t.maxLineDiscount} >= 0 and ${t.maxLineDiscount} <= 100`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const dealers = pgTable(
  'dealers',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    status: text('status', { enum: dealerStatuses }).notNull().default('active'),
    contact: jsonb('contact').$type<ContactInfo>(),
    responsibleContact: jsonb('responsible_contact').$type<ContactInfo>(),
    /** The price list its quotes are priced from (issue 43); null: the list price (`price_lists.is_default`). */
    priceListId: integer('price_list_id').references((): AnyPgColumn => priceLists.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dealers_status_ck', oneOf(t.status, dealerStatuses)),
    check('dealers_discount_ck', sql`${t.discount} >= 0 and ${t.discount} <= 100`),
    index('dealers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('dealers_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The dealers list sorted by name, and the order lists sorted by their dealer's name: the dealers
    // walked by name (issue 27, docs/decisions.md "Issue 27: sortable lists").
    index('dealers_name_sort_idx').on(t.name, t.id),
    // Issue 40: the dealers list by last change.
    index('dealers_updated_sort_idx').on(t.updatedAt, t.id),
    // The dealers list (issue 11: fast at 10,000 dealers): by status, newest first, and the search by a
    // contact's e-mail (the name has its trigram index above).
    index('dealers_status_list_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('dealers_contact_email_trgm_idx').using('gin', sql`(${t.contact} ->> 'email') gin_trgm_ops`),
    index('dealers_responsible_email_trgm_idx').using(
      'gin',
      sql`(${t.responsibleContact} ->> 'email') gin_trgm_ops`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    type: text('type', { enum: accountTypes }).notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('invited'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'restrict' }),
    image: text('image'),
    twoFactorType: text('two_factor_type', { enum: twoFactorTypes }).notNull().default('none'),
    twoFactorSecret: text('two_factor_secret'),
    contact: jsonb('contact').$type<ContactInfo>(),
    /** Access tokens issued (iat) before this second are refused; null until the first cut-off. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** Which notification groups are also e-mailed (docs/notifications.md); a missing group is off. */
    notificationEmail: jsonb('notification_email')
      .$type<Partial<Record<NotificationGroup, boolean>>>()
      .notNull()
      .default({}),
    invitedById: integer('invited_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('users_type_ck', oneOf(t.type, accountTypes)),
    check('users_status_ck', oneOf(t.status, userStatuses)),
    check('users_two_factor_type_ck', oneOf(t.twoFactorType, twoFactorTypes)),
    // A dealer user always belongs to a dealer; organization staff never do.
    check('users_dealer_ck', sql`(${t.type} = 'dealer') = (${t.dealerId} is not null)`),
    // A role's users, and the users list sorted by role: each role's users by id (issue 27).
    index('users_role_idx').on(t.roleId, t.id),
    index('users_dealer_idx').on(t.dealerId),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The users list filtered by status or by dealer, newest first (issue 10: fast at 100,000 users).
    index('users_status_list_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('users_dealer_list_idx').on(t.dealerId, t.createdAt.desc().nullsFirst()),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The users list sorted by name or by status, ties by id (issue 27; the e-mail has its unique index).
    index('users_name_sort_idx').on(t.name, t.id),
    index('users_status_sort_idx').on(t.status, t.id),
    // Issue 40: the users list by last change.
    index('users_updated_sort_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * The customer directory (issue 42; docs/permissions.md "Customers"): a dealer's customers, or the
 * organization's own (`dealer_id` null). The list searches the name, e-mail, phone and mobile by
 * part (trigram indexes) and filters by tag (its GIN index).
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    note: text('note').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A dealer's directory, newest first, and the organization's filter by dealer. NULLS FIRST as the
    // list's `order by ... desc` reads them (0024: NULLS LAST made PostgreSQL sort all 100,000 rows).
    index('customers_dealer_list_idx').on(
      t.dealerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('customers_name_sort_idx').on(t.name, t.id),
    index('customers_updated_sort_idx').on(t.updatedAt, t.id),
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('customers_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('customers_tags_idx').using('gin', t.tags),
  ],
);

/**
 * What makes customers possibly one (issue 42; docs/decisions.md "Issue 42: possible duplicates kept,
 * not computed"): each customer's keys (its e-mail's, its phone's and mobile's, its name's and, for a
 * name of five letters or more, the name with each letter left out, with the letter's position), by
 * the SQL functions of migration 0024 (`customer_email_key` and the others). Kept by a trigger of
 * `customers` (`refresh_customer_keys`); a customer's removal takes its keys.
 */
export const customerKeys = pgTable(
  'customer_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's dealer; 0 for the organization's own (pairs are within one dealer). */
    dealerKey: integer('dealer_key').notNull(),
    /** 'email', 'phone' (a phone or a mobile) or 'name'. */
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    /** For a name: the position of the letter left out; 0 for the whole name and the other keys. */
    pos: integer('pos').notNull(),
  },
  (t) => [
    index('customer_keys_match_idx').on(t.dealerKey, t.reason, t.key),
    index('customer_keys_customer_idx').on(t.customerId),
  ],
);

/**
 * The possible duplicates (issue 42): two customers of one dealer with a key in common, the older
 * first, with why. Kept with the keys by `refresh_customer_keys`, so the view reads a page of an index.
 * A pair someone marked "Not a duplicate" keeps the mark while its customers keep a key in common; a
 * change that parts them and a later one that makes them alike again shows it anew.
 */
export const customerPairs = pgTable(
  'customer_pairs',
  {
    older: integer('older')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newer: integer('newer')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Their dealer; 0 for the organization's own. */
    dealerKey: integer('dealer_key').notNull(),
    /** Why: 'email', 'name', 'phone', in that order. */
    reasons: text('reasons').array().notNull(),
    /** When someone marked them "Not a duplicate"; null: a possible duplicate. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedById: integer('dismissed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.older, t.newer] }),
    // Finding a changed customer's pairs (as the newer; the key finds it as the older).
    index('customer_pairs_newer_idx').on(t.newer),
    // The view: pairs not marked, newest first, of every dealer or of one.
    index('customer_pairs_list_idx')
      .on(t.newer.desc().nullsFirst(), t.older.desc().nullsFirst())
      .where(sql`${t.dismissedAt} is null`),
    index('customer_pairs_dealer_idx')
      .on(t.dealerKey, t.newer.desc().nullsFirst(), t.older.desc().nullsFirst())
      .where(sql`${t.dismissedAt} is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    /** Null for a main order (quote / pre-order / order); set for a sub-order. */
    mainOrderId: integer('main_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    /** A sub-order's place among its siblings (1, 2, ...); null for a main order. */
    position: integer('position'),
    /** The quote item a sub-order was made from. */
    itemId: integer('item_id').references((): AnyPgColumn => items.id, { onDelete: 'set null' }),
    referenceNumber: text('reference_number'),
    note: text('note'),
    requestedDate: date('requested_date', { mode: 'string' }),
    stage: text('stage', { enum: orderStages }).notNull().default('quote'),
    status: text('status', { enum: orderStatuses }).notNull().default('draft'),
    heldFromStatus: text('held_from_status', { enum: orderStatuses }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'restrict' }),
    /** The salesman. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerContact: jsonb('customer_contact').$type<ContactInfo>(),
    /** A main order's customer of the directory (issue 42); its sub-orders find it through it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /**
     * The dealer's discount (percent) frozen when the main order was approved; null before, when
     * the totals use the dealer's current discount (docs/sales-flow.md "Discount").
     */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    check('orders_stage_ck', oneOf(t.stage, orderStages)),
    check('orders_status_ck', oneOf(t.status, orderStatuses)),
    check(
      'orders_held_from_status_ck',
      sql`${t.heldFromStatus} is null or ${oneOf(t.heldFromStatus, orderStatuses)}`,
    ),
    check('orders_hold_ck', sql`(${t.status} = 'hold') = (${t.heldFromStatus} is not null)`),
    check('orders_sub_order_ck', sql`(${t.mainOrderId} is null) = (${t.position} is null)`),
    index('orders_stage_status_idx').on(t.stage, t.status),
    index('orders_dealer_idx').on(t.dealerId, t.createdAt.desc().nullsFirst()),
    index('orders_main_order_idx').on(t.mainOrderId, t.position),
    index('orders_user_idx').on(t.userId),
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // A customer's records (issue 42): its main orders, newest first.
    index('orders_main_customer_idx')
      .on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is null and ${t.customerId} is not null`),
    // The quote / pre-order / order lists: main orders of one stage, newest first.
    index('orders_main_list_idx')
      .on(t.stage, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is null`),
    // The lists' other filters and their pagination counts (BENCHMARKS.md): with the status or the
    // dealer in front, a page is an ordered range and a count an index-only scan of that range.
    index('orders_main_status_list_idx')
      .on(t.stage, t.status, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is null`),
    index('orders_main_dealer_list_idx')
      .on(t.dealerId, t.stage, t.status, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is null`),
    // The order-items / production / warehouse / hold lists: sub-orders of one stage, newest first.
    index('orders_sub_list_idx')
      .on(t.stage, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is not null`),
    index('orders_sub_status_list_idx')
      .on(t.stage, t.status, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is not null`),
    index('orders_sub_dealer_list_idx')
      .on(t.dealerId, t.stage, t.status, t.createdAt.desc().nullsFirst())
      .where(sql`${t.mainOrderId} is not null`),
    // The lists' search by number, one index per kind (docs/decisions.md "Issue 12"): a short term
    // such as "999" then rechecks only the rows of the kind its list shows (half the heap visits).
    index('orders_main_number_trgm_idx')
      .using('gin', t.orderNumber.op('gin_trgm_ops'))
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_number_trgm_idx')
      .using('gin', t.orderNumber.op('gin_trgm_ops'))
      .where(sql`${t.mainOrderId} is not null`),
    // The sorted lists (issue 27, docs/decisions.md "Issue 27: sortable lists"), one index per kind
    // and sort, each ending with the id that breaks ties, read forwards or backwards: the requested
    // date (any stage: a list of one stage walks it and skips the others' rows); the status (by
    // stage, then status); a dealer's orders by id, for the sort by dealer that walks the dealers by
    // name. The number and the id have their unique indexes; the creation its lists' indexes above.
    index('orders_main_requested_sort_idx')
      .on(t.requestedDate, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_requested_sort_idx')
      .on(t.requestedDate, t.id)
      .where(sql`${t.mainOrderId} is not null`),
    index('orders_main_status_sort_idx')
      .on(t.stage, t.status, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_status_sort_idx')
      .on(t.stage, t.status, t.id)
      .where(sql`${t.mainOrderId} is not null`),
    index('orders_main_dealer_sort_idx')
      .on(t.dealerId, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_dealer_sort_idx')
      .on(t.dealerId, t.id)
      .where(sql`${t.mainOrderId} is not null`),
    // Issue 40's sorts (docs/decisions.md "Issue 40 (lists)"): a main order's reference; the last
    // change, per kind; a salesman's orders by id, for the sort by salesman that walks the users by
    // name (as the dealer's above).
    index('orders_main_reference_sort_idx')
      .on(t.referenceNumber, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_main_updated_sort_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_updated_sort_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.mainOrderId} is not null`),
    index('orders_main_salesman_sort_idx')
      .on(t.userId, t.id)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_sub_salesman_sort_idx')
      .on(t.userId, t.id)
      .where(sql`${t.mainOrderId} is not null`),
    // Home's overdue and due soonest (docs/dashboard.md, migration 0010): the records not delivered
    // yet by requested date. Overdue is the trigger-kept count of these statuses less the rows not yet
    // due, a range of this index (the coming weeks' records) rather than the whole past.
    index('orders_undelivered_due_idx')
      .on(t.requestedDate, t.mainOrderId, t.stage, t.status)
      .where(undelivered(t.mainOrderId, t.status)),
    index('orders_undelivered_dealer_due_idx')
      .on(t.dealerId, t.requestedDate, t.mainOrderId, t.stage, t.status)
      .where(undelivered(t.mainOrderId, t.status)),
    // The search box (issue 27, docs/search.md "Indexes"): a main order by its reference and its
    // customer's name anywhere in them (trigrams), by its customer's e-mail from its start (a btree of
    // the lower-cased address: an e-mail's trigrams are mostly its domain's, shared by every row).
    index('orders_main_reference_trgm_idx')
      .using('gin', t.referenceNumber.op('gin_trgm_ops'))
      .where(sql`${t.mainOrderId} is null`),
    index('orders_main_customer_name_trgm_idx')
      .using('gin', sql`(${t.customerContact} ->> 'name') gin_trgm_ops`)
      .where(sql`${t.mainOrderId} is null`),
    index('orders_main_customer_email_idx')
      .using('btree', sql`lower(${t.customerContact} ->> 'email') text_pattern_ops`)
      .where(sql`${t.mainOrderId} is null`),
  ],
);

/**
 * A record not delivered yet (docs/sales-flow.md "Overdue", the contract's `undeliveredStatuses`):
 * the predicate of the partial indexes above, which the queries repeat word for word
 * (db/queries/overdue.ts) so that the planner uses them.
 */
export function undelivered(mainOrderId: AnyPgColumn, status: AnyPgColumn) {
  return sql`((${mainOrderId} is null and ${oneOf(status, undeliveredStatuses.main)}) or (${mainOrderId} is not null and ${oneOf(status, undeliveredStatuses.sub)}))`;
}

/**
 * The lists' exact counts without a search (BENCHMARKS.md, "The counts"): orders per main / sub,
 * stage, status and dealer (0 for none), kept by statement-level triggers on `orders` (migration
 * 0003_order_counts_triggers), so a pager's count reads a few rows instead of counting the orders.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    main: boolean('main').notNull(),
    stage: text('stage').notNull(),
    status: text('status').notNull(),
    /** 0 for an order without a dealer. */
    dealerId: integer('dealer_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.main, t.stage, t.status, t.dealerId] })],
);

/**
 * Home's chart of new records (docs/dashboard.md): main orders per week of creation (from Monday,
 * UTC), stage now and dealer (0 for none), kept by statement-level triggers on `orders` as
 * `order_counts` is (migration 0010), so twelve weeks read a few hundred rows, not the weeks' orders.
 */
export const orderWeekCounts = pgTable(
  'order_week_counts',
  {
    week: date('week', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    /** 0 for an order without a dealer. */
    dealerId: integer('dealer_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.stage, t.dealerId] })],
);

/**
 * How many users there are of each type, status and dealer (0: organization), kept exact by triggers
 * (migration 0004) so that the users list's pager does not count 100,000 rows (docs/architecture.md).
 */
export const userCounts = pgTable(
  'user_counts',
  {
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** 0 for an organization user. */
    dealerId: integer('dealer_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status, t.dealerId] })],
);

/**
 * How many users hold each role, kept exact by triggers (migration 0007) so that the roles list does
 * not count 100,000 users on every request (docs/decisions.md "Issue 12"). No foreign key: a role's
 * row may outlive the role.
 */
export const roleUserCounts = pgTable('role_user_counts', {
  roleId: integer('role_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const items = pgTable(
  'items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /** `free` (a description and a price, the spec's) or `configured` (a door of the catalogue, issue 43). */
    kind: text('kind', { enum: itemKinds }).notNull().default('free'),
    /** A configured door as chosen, with a snapshot of the names it chose (docs/decisions.md "Issue 43, part 3"). */
    configuration: jsonb('configuration').$type<ItemDoor['configuration']>(),
    /** The price version it was priced from. */
    priceVersionId: integer('price_version_id').references((): AnyPgColumn => priceListVersions.id, {
      onDelete: 'restrict',
    }),
    /** The server's breakdown of its price, as it was when it was added. */
    breakdown: jsonb('breakdown').$type<ItemDoor['breakdown']>(),
    /** The line's discount given by hand, in percent (issue 43, part 4). */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Who set the line's discount: its approval follows their role's maximum. */
    discountById: integer('discount_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The dealer's net price of a configured door: the list price after the dealer's rules when it was
     * priced (docs/decisions.md "Issue 43, part 4b"); null for a free item. The rules applied are in
     * `breakdown.net`.
     */
    netPrice: numeric('net_price', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('items_order_idx').on(t.orderId, t.position),
    // A draft version's removal asks whether an item names it (a published one is never removed).
    index('items_price_version_idx')
      .on(t.priceVersionId)
      .where(sql`${t.priceVersionId} is not null`),
    check('items_price_ck', sql`${t.price} >= 0`),
    check('items_discount_percent_ck', sql`${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`),
    check('items_kind_ck', oneOf(t.kind, itemKinds)),
    check(
      'items_configured_ck',
      sql`(${t.kind} = 'configured') = (${t.configuration} is not null and ${t.breakdown} is not null and ${t.priceVersionId} is not null)`,
    ),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the event names beyond the status: the address a quote was sent to (`send`, issue 28). */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A comment on a record (main order or sub-order) or on a customer (issue 42): exactly one of
 * `order_id` and `customer_id` names what it is of, and it goes with it.
 */
export const recordComments = pgTable(
  'record_comments',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The people the comment mentions (issue 40): user ids, each one who could see the record. */
    mentions: integer('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_comments_order_idx').on(t.orderId, t.createdAt),
    // A customer's (issue 42); the rows of records, the most, are not in it.
    index('record_comments_customer_idx')
      .on(t.customerId, t.createdAt)
      .where(sql`${t.customerId} is not null`),
    check('record_comments_subject_ck', sql`(${t.orderId} is null) <> (${t.customerId} is null)`),
  ],
);

/**
 * Who follows a main order (issue 40, docs/notifications.md "Recipients"): told of its comments and
 * changes, its sub-orders' too. One row per person and record; gone with either.
 */
export const recordFollowers = pgTable(
  'record_followers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    // A user's removal finds their rows.
    index('record_followers_user_idx').on(t.userId),
  ],
);

/**
 * A file of a record (main order or sub-order) or of a customer (issue 42), its bytes in the file
 * store under `files/<storage_key>`: exactly one of `order_id` and `customer_id` names what it is of.
 */
export const recordFiles = pgTable(
  'record_files',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_files_order_idx').on(t.orderId, t.createdAt),
    // A customer's (issue 42); the rows of records, the most, are not in it.
    index('record_files_customer_idx')
      .on(t.customerId, t.createdAt)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('record_files_storage_key_uq').on(t.storageKey),
    check('record_files_subject_ck', sql`(${t.orderId} is null) <> (${t.customerId} is null)`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    /** e.g. email_verification, phone_verification, password_reset, invite, change_email, two_factor. */
    purpose: text('purpose').notNull(),
    /** The address the code was sent to (lower-cased e-mail or phone). */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.purpose, t.target, t.createdAt),
    index('one_time_codes_user_idx').on(t.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token descended from one sign-in shares the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_expires_idx').on(t.familyExpiresAt),
  ],
);

/** Brute-force counters; in the database because several server processes share them. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * The per-address limit's counts (docs/identity.md "Per-address limit"), shared by every process: one
 * row per endpoint and address, its window starting at the first request and reset once it is over.
 * Rows whose window ended are pruned by the processes that write them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_started_at_idx').on(t.windowStartedAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: outboxChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_ck', oneOf(t.channel, outboxChannels)),
    check('outbox_status_ck', oneOf(t.status, outboxStatuses)),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** Bytes in PostgreSQL's `bytea`, as a Node `Buffer` (both drivers answer one). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A message's attached files (issue 28: a quote's PDF to its customer), written in the transaction
 * that queues the message and sent with it by the worker; they go when the message does.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_message_idx').on(t.messageId)],
);

/**
 * Uploaded photos and record files when the file store is the database (issue 29; docs/decisions.md
 * "Issue 29: uploads without a shared folder"): the bytes by key (`photos/<hex>.webp`,
 * `files/<hex>`), written in the transaction of the row that names them. Bounded by the upload
 * limits (a photo 5 MB, a file 20 MB). Empty when S3_BUCKET is set.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('stored_files_size_ck', sql`${t.size} = octet_length(${t.content})`)],
);

/**
 * Notifications (issue 26; docs/notifications.md): one row per recipient, written in the transaction
 * of the change that causes it. `message` is the event, which is also its message code; the text is
 * worded from it and `params` in the reader's language. `is_open` is the spec's open flag (unread).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isOpen: boolean('is_open').notNull().default(true),
    /** What it is about (`notificationSubjectKinds`) and its id and number; all null for nothing. */
    subjectKind: text('subject_kind', { enum: notificationSubjectKinds }),
    subjectId: integer('subject_id'),
    subjectNumber: text('subject_number'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_subject_kind_ck',
      sql`${t.subjectKind} is null or ${oneOf(t.subjectKind, notificationSubjectKinds)}`,
    ),
    check('notifications_subject_ck', sql`(${t.subjectKind} is null) = (${t.subjectId} is null)`),
    // A user's list, newest first, and the stream's resumption after an id.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // Issue 40: a user's list by time, either way, ties by id.
    index('notifications_user_time_idx').on(t.userId, t.createdAt, t.id),
    // The unread count: the user's open ones only.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isOpen}`),
    // Retention deletes the oldest first, in batches.
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Download tickets (issue 28; docs/architecture.md "Downloads"): a single-use stand-in for the bearer
 * token on one file answer's exact path, for 60 s, so that a browser opens the file by a plain
 * navigation. Only the ticket's SHA-256 is kept; using it deletes the row (single use, atomically).
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in (refresh-token family) that asked for it: it ends with that sign-in. */
    sessionId: uuid('session_id').notNull(),
    /** The path under the API's base and its query, exactly as it must be opened (without the ticket). */
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A user's settings of each list (issue 40 items 8 and 9; the lists and their columns are the
 * contract's `listColumns`): the page size chosen and the columns hidden, `null` for the list's
 * default. One row per user and list, written when the user changes either.
 */
export const userListSettings = pgTable(
  'user_list_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    pageSize: integer('page_size'),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listKey] }),
    check('user_list_settings_page_size_ck', sql`${t.pageSize} between 1 and 100`),
  ],
);

/**
 * A file uploaded to import into a list (issue 42; docs/decisions.md "Issue 42: an import declared
 * once"), read once at upload: its heading row and its data rows as text cells, kept for the check
 * and the run that name it, by the user who uploaded it only. `imported_at` is set by the run that
 * wrote its rows; an upload older than a day is removed by the next upload.
 */
export const listImports = pgTable(
  'list_imports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    fileName: text('file_name').notNull(),
    headings: jsonb('headings').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<{ line: number; cells: string[] }[]>().notNull(),
    createdAt: createdAt(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [index('list_imports_created_at_idx').on(t.createdAt)],
);

/**
 * The audit trail of administration (issue 10; docs/permissions.md "Audit trail"): who did what to
 * which user, role or dealer, with the values before and after, written in the change's transaction.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type', { enum: auditSubjects }).notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_events_subject_type_ck', oneOf(t.subjectType, auditSubjects)),
    check('audit_events_action_ck', oneOf(t.action, auditActions)),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc(), t.id.desc()),
  ],
);

/* ---------- the door catalogue and its prices (issue 43; docs/decisions.md "Issue 43, part 2") ---------- */

/** A family of door models (interior, entrance, fire…), in the catalogue's order. */
export const productFamilies = pgTable(
  'product_families',
  {
    id: id(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: catalogueChangedAt(),
  },
  (t) => [uniqueIndex('product_families_code_uq').on(t.code)],
);

/** A door model: its leaves, the hands and swings it is made in and its size rule (the contract's `SizeRule`). */
export const productModels = pgTable(
  'product_models',
  {
    id: id(),
    familyId: integer('family_id')
      .notNull()
      .references(() => productFamilies.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    leafCount: text('leaf_count', { enum: leafCounts }).notNull(),
    hands: jsonb('hands').$type<DoorHand[]>().notNull(),
    swings: jsonb('swings').$type<DoorSwing[]>().notNull(),
    sizeRule: jsonb('size_rule').$type<SizeRule>().notNull(),
    /** The key of the model's picture in the file store (as a photo's, issue 29), or null: set by `prices.manage`. */
    pictureKey: text('picture_key'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: catalogueChangedAt(),
  },
  (t) => [
    uniqueIndex('product_models_code_uq').on(t.code),
    index('product_models_family_idx').on(t.familyId, t.position),
    check('product_models_leaf_count_ck', oneOf(t.leafCount, leafCounts)),
  ],
);

/** A group of options (leaf material, finish, glazing…): required, and whether several may be chosen. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: id(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    required: boolean('required').notNull().default(false),
    multiple: boolean('multiple').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: catalogueChangedAt(),
  },
  (t) => [uniqueIndex('option_groups_code_uq').on(t.code)],
);

/**
 * An option of a group with its rules: the models it is for (null: every one), the options it excludes
 * and requires (ids of `options`), its own size limit and a note.
 */
export const catalogueOptions = pgTable(
  'options',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    models: jsonb('models').$type<number[] | null>(),
    excludes: jsonb('excludes').$type<number[]>().notNull().default([]),
    requires: jsonb('requires').$type<number[]>().notNull().default([]),
    maxWidth: integer('max_width'),
    maxHeight: integer('max_height'),
    note: jsonb('note').$type<OptionNote | null>(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: catalogueChangedAt(),
  },
  (t) => [uniqueIndex('options_code_uq').on(t.code), index('options_group_idx').on(t.groupId, t.position)],
);

/** A price list: the list price (`is_default`), and later a dealer's own. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_lists_code_uq').on(t.code),
    uniqueIndex('price_lists_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A version of a price list: a draft, or published with the day it takes effect, never changed again
 * (the server refuses; nothing updates a published row but its publishing).
 */
export const priceListVersions = pgTable(
  'price_list_versions',
  {
    id: id(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    status: text('status', { enum: priceVersionStatuses }).notNull().default('draft'),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => priceListVersions.id, {
      onDelete: 'set null',
    }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('price_list_versions_number_uq').on(t.priceListId, t.number),
    index('price_list_versions_effective_idx').on(t.priceListId, t.effectiveFrom),
    check('price_list_versions_status_ck', oneOf(t.status, priceVersionStatuses)),
    check(
      'price_list_versions_published_ck',
      sql`(${t.status} = 'draft') = (${t.effectiveFrom} is null and ${t.publishedAt} is null)`,
    ),
  ],
);

/** A version's base price of a model: the contract's `ModelPrice` (a table, or per square metre). */
export const versionModelPrices = pgTable(
  'version_model_prices',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => priceListVersions.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'restrict' }),
    price: jsonb('price').$type<ModelPrice>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.modelId] })],
);

/** A version's price of an option: the contract's `OptionPrice`. */
export const versionOptionPrices = pgTable(
  'version_option_prices',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => priceListVersions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => catalogueOptions.id, { onDelete: 'restrict' }),
    price: jsonb('price').$type<OptionPrice>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.optionId] })],
);

/**
 * A dealer's discount rule (docs/decisions.md "Issue 43, part 4b"): a percentage off or a net price on
 * everything, a family, a model or an option group (`target_id` its id, null for `all`), holding from
 * `valid_from` to `valid_to` (both included, either open) when the quote has at least `min_quantity`
 * configured doors it covers. The server checks that the target exists.
 */
export const dealerPriceRules = pgTable(
  'dealer_price_rules',
  {
    id: id(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    target: text('target', { enum: priceRuleTargets }).notNull(),
    targetId: integer('target_id'),
    kind: text('kind', { enum: priceRuleKinds }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    minQuantity: integer('min_quantity').notNull().default(1),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dealer_price_rules_dealer_idx').on(t.dealerId),
    check('dealer_price_rules_target_ck', oneOf(t.target, priceRuleTargets)),
    check('dealer_price_rules_kind_ck', oneOf(t.kind, priceRuleKinds)),
    check('dealer_price_rules_target_id_ck', sql`(${t.target} = 'all') = (${t.targetId} is null)`),
    check('dealer_price_rules_value_ck', sql`${t.value} >= 0 and (${t.kind} = 'net' or ${t.value} <= 100)`),
    check(
      'dealer_price_rules_dates_ck',
      sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
    check('dealer_price_rules_min_quantity_ck', sql`${t.minQuantity} >= 1`),
  ],
);
