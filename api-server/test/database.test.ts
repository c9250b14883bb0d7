// Migrations and the seed, on in-memory PGlite or on PostgreSQL (TEST_DATABASE_URL).
import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import {
  auditEvents,
  customers,
  items,
  orderEvents,
  orders,
  permissions,
  rolePermissions,
  roles,
  users,
  dealers,
} from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import {
  isEditableStatus,
  kindStatuses,
  orderStages,
  organizationPermissionKeys,
  stageOf,
} from '@doorline/api-client';
import { openTestDatabase, statementRows } from './helpers.js';
import { scaled } from '../../scripts/test-time.cjs';

let database: Database;
let drop: () => Promise<void>;
let seedMs = 0;
const now = new Date();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  const started = performance.now();
  await seedDatabase(database.db, { demo: true, now, publicUrl: 'http://localhost:3000' });
  seedMs = performance.now() - started;
});
afterAll(async () => {
  await drop();
});

describe('migrations', () => {
  it('create pg_trgm and the trigram indexes', async () => {
    const ext = statementRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`),
    );
    expect(ext[0]!.n).toBe(1);
    const idx = statementRows<{ indexname: string }>(
      await database.db.execute(
        sql`select indexname from pg_indexes where indexname like '%trgm%' order by indexname`,
      ),
    );
    expect(idx.map((r) => r.indexname)).toEqual([
      // The customer directory's search (migration 0020, issue 42).
      'customers_email_trgm_idx',
      'customers_mobile_trgm_idx',
      'customers_name_trgm_idx',
      'customers_phone_trgm_idx',
      'dealers_contact_email_trgm_idx',
      'dealers_name_trgm_idx',
      'dealers_responsible_email_trgm_idx',
      // The search box's: a main order's customer's name and reference (migration 0011, docs/search.md).
      'orders_main_customer_name_trgm_idx',
      // One per kind of order since migration 0006 (docs/decisions.md "Issue 12").
      'orders_main_number_trgm_idx',
      'orders_main_reference_trgm_idx',
      'orders_sub_number_trgm_idx',
      'users_email_trgm_idx',
      'users_name_trgm_idx',
    ]);
  });

  it('are recorded, so running them again changes nothing', async () => {
    await database.migrate();
    const applied = statementRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    // One row per migration of the journal (0000 pg_trgm, 0001 domain, 0002 list indexes, ...).
    const journal = JSON.parse(
      readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as {
      entries: unknown[];
    };
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    expect(applied[0]!.n).toBe(journal.entries.length);
  });

  it('create the partial list indexes that the order lists and their counts use', async () => {
    const idx = statementRows<{ indexname: string; indexdef: string }>(
      await database.db.execute(
        sql`select indexname, indexdef from pg_indexes where indexname like 'orders\_%\_list\_idx' order by indexname`,
      ),
    );
    expect(idx.map((r) => r.indexname)).toEqual([
      'orders_main_dealer_list_idx',
      'orders_main_list_idx',
      'orders_main_status_list_idx',
      'orders_sub_dealer_list_idx',
      'orders_sub_list_idx',
      'orders_sub_status_list_idx',
    ]);
    for (const { indexname, indexdef } of idx) {
      expect(indexdef).toMatch(
        indexname.includes('_main_') ? /main_order_id IS NULL/ : /main_order_id IS NOT NULL/,
      );
    }
  });

  it('enforce the vocabularies and lower-case e-mails in the database', async () => {
    await expect(
      database.db.execute(sql`update orders set status = 'shipped' where id = 1`),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(users)
        .values({ name: 'X', email: 'Mixed@Case.test', type: 'organization', status: 'active' }),
    ).rejects.toThrow();
  });
});

describe('seed', () => {
  // A time limit like every other (docs/toolchain.md "Time limits and slow days"), not a fixed 3 s:
  // the demo seed with its notifications (issue 26) took 3.2 s in CI's busy run, and 4.1 s (the
  // first, cold), 1.3 and 0.9 s here beside the browser suites (load average 10 on two cores).
  it('takes less than 2 seconds on a quiet machine (scaled)', () => {
    expect(seedMs).toBeLessThan(scaled(2000));
  });

  it('creates the permissions and the five roles with the exact keys of docs/permissions.md', async () => {
    const rows = await database.db
      .select({
        role: roles.key,
        name: roles.name,
        type: roles.type,
        permission: permissions.key,
        ptype: permissions.type,
      })
      .from(roles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId));
    const byRole = new Map<string, string[]>();
    for (const r of rows) {
      expect(r.ptype).toBe(r.type);
      byRole.set(r.name, [...(byRole.get(r.name) ?? []), r.permission].sort());
    }
    expect(Object.fromEntries(byRole)).toEqual({
      Administrator: [...organizationPermissionKeys].sort(),
      'Sales manager': [
        'customers.import',
        'customers.merge',
        'customers.read',
        'customers.write',
        'dealers.read',
        'orders.approve',
        'orders.read',
        'orders.write',
        'prices.read',
        'users.read',
      ],
      'Production manager': ['orders.read', 'prices.read', 'production.manage', 'warehouse.manage'],
      'Dealer admin': [
        'customers.import',
        'customers.merge',
        'customers.read',
        'customers.write',
        'dealer.profile',
        'dealer.users',
        'orders.confirm',
        'orders.read',
        'orders.write',
        'prices.read',
      ],
      'Dealer salesman': ['customers.read', 'customers.write', 'orders.read', 'orders.write', 'prices.read'],
    });
    const all = await database.db.select({ key: permissions.key, type: permissions.type }).from(permissions);
    expect(all).toHaveLength(30);
  });

  it('gives a database seeded before the customers their permissions and grants (migrations 0020 and 0022), once', async () => {
    const grants = async () =>
      statementRows<{ role: string; key: string }>(
        await database.db.execute(sql`select r.key as role, p.key from role_permissions rp
          join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
          where p.key like 'customers.%' order by 1, 2`),
      );
    const seeded = await grants();
    // As before the migration: no customer permission, so no grant either.
    await database.db.execute(sql`delete from permissions where key like 'customers.%'`);
    expect(await grants()).toEqual([]);
    const statements = ['0020_customers.sql', '0022_customer_merge_import.sql']
      .map((file) => readFileSync(new URL(`../drizzle/${file}`, import.meta.url), 'utf8'))
      .flatMap((migration) => migration.split('--> statement-breakpoint'))
      .filter((statement) => /insert into "(permissions|role_permissions)"/i.test(statement));
    expect(statements).toHaveLength(4);
    for (let run = 0; run < 2; run++)
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    expect(await grants()).toEqual(seeded);
    expect(seeded.map((g) => `${g.role} ${g.key}`)).toEqual([
      'administrator customers.import',
      'administrator customers.merge',
      'administrator customers.read',
      'administrator customers.write',
      'dealer_admin customers.import',
      'dealer_admin customers.merge',
      'dealer_admin customers.read',
      'dealer_admin customers.write',
      'dealer_salesman customers.read',
      'dealer_salesman customers.write',
      'sales_manager customers.import',
      'sales_manager customers.merge',
      'sales_manager customers.read',
      'sales_manager customers.write',
    ]);
  });

  it('gives a database seeded before the prices their permissions and grants (migrations 0025 and 0028), once', async () => {
    const grants = async () =>
      statementRows<{ role: string; key: string }>(
        await database.db.execute(sql`select r.key as role, p.key from role_permissions rp
          join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
          where p.key like 'prices.%' order by 1, 2`),
      );
    const seeded = await grants();
    await database.db.execute(sql`delete from permissions where key like 'prices.%'`);
    expect(await grants()).toEqual([]);
    // 0025's prices.read and prices.manage, 0028's prices.rules (issue 43, part 4b).
    const statements = ['0025_prices_catalogue', '0028_dealer_price_rules']
      .flatMap((file) =>
        readFileSync(new URL(`../drizzle/${file}.sql`, import.meta.url), 'utf8').split(
          '--> statement-breakpoint',
        ),
      )
      .filter((statement) => /insert into "(permissions|role_permissions)"/i.test(statement));
    expect(statements).toHaveLength(5);
    for (let run = 0; run < 2; run++)
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    expect(await grants()).toEqual(seeded);
    expect(seeded.map((g) => `${g.role} ${g.key}`)).toEqual([
      'administrator prices.manage',
      'administrator prices.read',
      'administrator prices.rules',
      'dealer_admin prices.read',
      'dealer_salesman prices.read',
      'production_manager prices.read',
      'sales_manager prices.read',
    ]);
  });

  it('creates three active dealers with nine active demo users sharing one password hash, and four dealers of the other statuses', async () => {
    const all = await database.db.select().from(dealers).orderBy(asc(dealers.id));
    expect(all.map((d) => d.status)).toEqual([
      'active',
      'active',
      'active',
      'invited',
      'blocked',
      'inactive',
      'deleted',
    ]);
    const people = await database.db.select().from(users).orderBy(asc(users.id));
    expect(people.map((u) => u.email)).toEqual([
      'admin@doorline.test',
      'sales@doorline.test',
      'production@doorline.test',
      'dealer1.admin@doorline.test',
      'dealer1.sales@doorline.test',
      'dealer2.admin@doorline.test',
      'dealer2.sales@doorline.test',
      'dealer3.admin@doorline.test',
      'dealer3.sales@doorline.test',
    ]);
    expect(new Set(people.map((u) => u.status))).toEqual(new Set(['active']));
    expect(new Set(people.map((u) => u.passwordHash)).size).toBe(1);
    for (const u of people.filter((p) => p.type === 'dealer')) expect(u.dealerId).not.toBeNull();
  });

  it('creates about 60 main orders over every stage and status of the flow', async () => {
    const all = await database.db.select().from(orders);
    const mains = all.filter((o) => o.mainOrderId === null);
    expect(mains).toHaveLength(60);
    const statuses = new Set(all.map((o) => o.status));
    // Every status a main order or a sub-order can reach.
    for (const s of new Set([...kindStatuses.main, ...kindStatuses.sub])) {
      expect(statuses, s).toContain(s);
    }
    expect(new Set(all.map((o) => o.stage))).toEqual(new Set(orderStages));
    for (const o of all) expect(o.stage, o.orderNumber).toBe(stageOf[o.status]);
    const heldFrom = new Set(all.filter((o) => o.status === 'hold').map((o) => o.heldFromStatus));
    expect(heldFrom).toEqual(new Set(['approved', 'not_started', 'production', 'completed']));
    const day = (at: Date | number) => new Date(at).toISOString().slice(0, 10);
    for (const o of mains) {
      expect(o.orderNumber).toMatch(/^\d{6}$/);
      // An editable quote's requested date is ahead, as its edit form asks; every one is at least
      // 14 days after its creation, and an order's counts from it (docs/dashboard.md: some are overdue).
      if (isEditableStatus(o.status)) expect(o.requestedDate! > day(now), o.orderNumber).toBe(true);
      expect(o.requestedDate! >= day(o.createdAt.getTime() + 14 * 24 * 3600 * 1000), o.orderNumber).toBe(
        true,
      );
      expect(now.getTime() - o.createdAt.getTime()).toBeLessThanOrEqual(91 * 24 * 3600 * 1000);
    }
    expect(mains.some((o) => o.status === 'order' && o.requestedDate! < day(now))).toBe(true);
  });

  it('gives approved and later main orders one sub-order per item, numbered main-position', async () => {
    const all = await database.db.select().from(orders);
    const lineItems = await database.db.select().from(items);
    for (const main of all.filter((o) => o.mainOrderId === null)) {
      const mine = lineItems.filter((i) => i.orderId === main.id).sort((a, b) => a.position - b.position);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(4);
      const subs = all.filter((o) => o.mainOrderId === main.id).sort((a, b) => a.position! - b.position!);
      if (main.stage === 'quote') {
        expect(subs).toHaveLength(0);
        continue;
      }
      expect(subs.map((s) => s.orderNumber)).toEqual(mine.map((i) => `${main.orderNumber}-${i.position}`));
      expect(subs.map((s) => s.itemId)).toEqual(mine.map((i) => i.id));
      for (const sub of subs) expect(sub.dealerId).toBe(main.dealerId);
      const subStatuses = new Set(subs.map((s) => s.status));
      if (main.status === 'canceled') expect(subStatuses).toEqual(new Set(['canceled']));
      if (main.status === 'approved')
        for (const s of subStatuses) expect(['approved', 'hold', 'canceled']).toContain(s);
      if (main.status === 'order') {
        for (const sub of subs) {
          expect(sub.status === 'approved' || sub.status === 'canceled').toBe(false);
        }
      }
    }
  });

  it('writes an event for every transition, ending at each record status', async () => {
    const all = await database.db.select().from(orders);
    const events = await database.db
      .select()
      .from(orderEvents)
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    for (const record of all) {
      const mine = events.filter((e) => e.orderId === record.id);
      expect(mine.length, record.orderNumber).toBeGreaterThan(0);
      expect(mine[0]!.fromStatus).toBeNull();
      for (let i = 1; i < mine.length; i++)
        expect(mine[i]!.fromStatus, record.orderNumber).toBe(mine[i - 1]!.toStatus);
      expect(mine.at(-1)!.toStatus, record.orderNumber).toBe(record.status);
      if (record.status === 'hold') expect(mine.at(-1)!.fromStatus).toBe(record.heldFromStatus);
    }
  });

  it('leaves the order-number sequence after the seeded numbers', async () => {
    const [next] = await database.db
      .select({ n: sql<number>`nextval('order_number_seq')::int` })
      .from(sql`(select 1) as one`);
    const mains = await database.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .where(isNull(orders.mainOrderId));
    expect(next!.n).toBe(Math.max(...mains.map((m) => Number(m.n))) + 1);
  });

  it('does nothing on a database that is not empty', async () => {
    const result = await seedDatabase(database.db, { demo: true, now, publicUrl: 'http://localhost:3000' });
    expect(result).toEqual({ catalogSeeded: false, demoSeeded: false, admin: null });
    expect(await database.db.select().from(users)).toHaveLength(9);
  });
});

describe("the records' customers (migration 0021, issue 42)", () => {
  it('makes a customer of each contact, one per e-mail or phone within a dealer, and reports what it merged', async () => {
    const db = database.db;
    const [alpha, beta] = await db
      .insert(dealers)
      .values([
        { name: 'Backfill Alpha', status: 'active' },
        { name: 'Backfill Beta', status: 'active' },
      ])
      .returning({ id: dealers.id });
    const contact = (name: string | null, email: string | null, phone: string | null) => ({
      name,
      email,
      phone,
      mobile: null,
      fax: null,
    });
    const made = await db
      .insert(orders)
      .values(
        (
          [
            ['BF-1', alpha!.id, contact('Ann Smith', 'Ann@Example.test', '+44 7700 900111')],
            ['BF-2', alpha!.id, contact('Ann S.', 'ann@example.test', null)],
            ['BF-3', alpha!.id, contact('Ann (mobile)', null, '+447700900111')],
            ['BF-4', alpha!.id, contact('Bob', null, '+44-7700-900222')],
            ['BF-5', alpha!.id, contact('Bobby', null, '+447700900222')],
            ['BF-6', beta!.id, contact('Ann Smith', 'ann@example.test', null)],
            ['BF-7', alpha!.id, contact('Cleo', null, null)],
            ['BF-8', alpha!.id, contact('Cleo', null, null)],
          ] as const
        ).map(([orderNumber, dealerId, customerContact], i) => ({
          orderNumber,
          dealerId,
          customerContact,
          createdAt: new Date(now.getTime() - (10 - i) * 60_000),
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const migration = readFileSync(new URL('../drizzle/0021_quote_customers.sql', import.meta.url), 'utf8');
    const [backfill] = migration
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*-- The customers/m.test(s));
    expect(backfill).toBeDefined();
    const customerOf = async () =>
      Object.fromEntries(
        (
          await db
            .select({ number: orders.orderNumber, customerId: orders.customerId })
            .from(orders)
            .where(
              inArray(
                orders.id,
                made.map((o) => o.id),
              ),
            )
        ).map((o) => [o.number, o.customerId]),
      );
    await db.execute(sql.raw(backfill!));
    const linked = await customerOf();
    // One e-mail (case aside), and the phone-only contact of that e-mail's phone: one customer.
    expect(linked['BF-2']).toBe(linked['BF-1']);
    expect(linked['BF-3']).toBe(linked['BF-1']);
    // One phone without an e-mail, however it was typed: one customer.
    expect(linked['BF-5']).toBe(linked['BF-4']);
    // The same e-mail at another dealer, and contacts without e-mail or phone: their own.
    const ids = ['BF-1', 'BF-4', 'BF-6', 'BF-7', 'BF-8'].map((n) => linked[n]);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);

    const [ann] = await db.select().from(customers).where(eq(customers.id, linked['BF-1']!));
    // The latest record's contact; the first record's time.
    expect(ann).toMatchObject({ dealerId: alpha!.id, name: 'Ann (mobile)', phone: '+447700900111' });
    expect(ann!.email).toBe('ann@example.test');
    const [report] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'customer'), eq(auditEvents.subjectId, ann!.id)));
    expect(report).toMatchObject({
      actorId: null,
      action: 'customer.created',
      after: { fromRecords: ['BF-1', 'BF-2', 'BF-3'], merged: 3 },
    });

    // Run again, it finds nothing left to do.
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
    await db.execute(sql.raw(backfill!));
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(customers)).toEqual(before);
    expect(await customerOf()).toEqual(linked);
  });
});
