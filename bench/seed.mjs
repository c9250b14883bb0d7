#!/usr/bin/env node
// Seeds the benchmark database: 1,000,000 main orders with their items and sub-orders, 100,000
// users (the users list of the organization area), 10,000 dealers (the dealers list, issue 11) and
// 100,000 customers (the customer directory, issue 42), each main order of a dealer's customer.
//
//   node bench/seed.mjs [--force] [--orders 1000000] [--users 100000] [--dealers 10000] [--customers 100000]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/doorline_bench (the default)
//
// The database is created when missing; the server's own migrations and catalog seed (roles and
// permissions) run through `prepareDatabase`; the bulk rows are made by `INSERT ... SELECT
// generate_series(...)` with the secondary indexes dropped and rebuilt afterwards (much faster
// than keeping a trigram GIN index up to date row by row). Skips when the orders are already
// there unless --force.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig, openDatabase, prepareDatabase } from '@doorline/api-server';
import { hashPassword } from '../api-server/dist/domain/identity/passwords.js';
import { ADMIN_EMAIL, BENCH_PASSWORD, DEFAULT_URL } from './constants.mjs';

/** The dealers that hold the orders and the dealer users; the rest, up to --dealers, fill the dealers list. */
const DEALERS = 200;
const ORGANIZATION_USERS = 40;

const { values: args } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    orders: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '100000' },
    dealers: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '100000' },
  },
});
const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
const ORDERS = Number(args.orders);
if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('--orders must be an integer ≥ 1000');
const USERS = Number(args.users);
const STAFF = ORGANIZATION_USERS + 2 * DEALERS;
if (!Number.isInteger(USERS) || USERS < STAFF) throw new Error(`--users must be an integer ≥ ${STAFF}`);
const ALL_DEALERS = Number(args.dealers);
if (!Number.isInteger(ALL_DEALERS) || ALL_DEALERS < DEALERS)
  throw new Error(`--dealers must be an integer ≥ ${DEALERS}`);
const CUSTOMERS = Number(args.customers);
if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 100 * DEALERS)
  throw new Error(`--customers must be an integer ≥ ${100 * DEALERS}`);
/**
 * The customers of the order-holding dealers: customer c (1 ≤ c ≤ DEALER_CUSTOMERS) is dealer
 * 1 + (c - 1) % DEALERS's, so that a main order of dealer d can name one of d's own; the rest, up to
 * --customers, are the organization's own (no dealer).
 */
const DEALER_CUSTOMERS = DEALERS * Math.floor((CUSTOMERS * 0.98) / DEALERS);

const log = (message) => console.log(`[seed ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function ensureDatabase() {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  await ensureDatabase();

  // Migrations and the catalog of roles and permissions, exactly as the server does at start.
  const config = loadConfig({
    DATABASE_URL: url,
    DEMO_DATA: '0',
    JWT_SECRET: 'x'.repeat(48),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text, values) => client.query(text, values);
  const step = async (label, text, values) => {
    const t = performance.now();
    const result = await q(text, values);
    log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    const { rows: existing } =
      await q(`select (select count(*) from orders where main_order_id is null)::int as n,
      (select count(*) from users)::int as users, (select count(*) from dealers)::int as dealers,
      (select count(*) from customers)::int as customers`);
    if (
      existing[0].n >= ORDERS &&
      existing[0].users >= USERS &&
      existing[0].dealers >= ALL_DEALERS &&
      existing[0].customers >= CUSTOMERS &&
      !args.force
    ) {
      log(
        `already seeded (${existing[0].n} main orders, ${existing[0].users} users, ${existing[0].dealers} dealers, ${existing[0].customers} customers); pass --force to seed again`,
      );
      return;
    }

    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await q('set session_replication_role = replica'); // no FK triggers: the rows are consistent by construction
    await q('set maintenance_work_mem = $$512MB$$');
    await q('set work_mem = $$64MB$$');
    await q('set synchronous_commit = off');
    await q('begin');

    log('clearing old data');
    await q(`truncate order_events, record_comments, record_files, items, orders, notifications,
      refresh_tokens, one_time_codes, auth_throttle, outbox, customers, users, dealers restart identity cascade`);
    await q(`alter sequence order_number_seq restart with 1`);
    if ((await q(`select to_regclass('order_counts') as t`)).rows[0].t) await q('truncate order_counts');
    if ((await q(`select to_regclass('order_week_counts') as t`)).rows[0].t)
      await q('truncate order_week_counts');
    await q('truncate user_counts');

    // Secondary indexes of the bulk tables: dropped now, rebuilt from their own definitions below.
    const { rows: indexes } = await q(`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('orders', 'items', 'customers')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
    for (const { indexname } of indexes) await q(`drop index "${indexname}"`);
    log(`dropped ${indexes.length} secondary indexes of orders, items and customers`);

    const { rows: roleRows } = await q('select id, key from roles');
    const role = (key) => roleRows.find((r) => r.key === key).id;

    await step(
      'dealers',
      `insert into dealers (name, description, discount, status, contact, responsible_contact, created_at, updated_at)
       select 'Dealer ' || lpad(d::text, 3, '0') || ' ' || (array['Doors','Windows & Doors','Entry Systems','Home Improvement','Joinery'])[1 + d % 5],
              'Benchmark dealer', (d % 16)::numeric, case when d % 25 = 0 then 'inactive' else 'active' end,
              jsonb_build_object('name', 'Dealer ' || d, 'email', 'office' || d || '@dealer.test', 'phone', '+4420700' || lpad(d::text, 5, '0'), 'mobile', null, 'fax', null),
              null, now() - interval '4 years' + d * interval '1 day', now() - interval '4 years' + d * interval '1 day'
       from generate_series(1, $1::int) d`,
      [DEALERS],
    );
    // The rest of the dealers list (issue 11): no orders or users, every status (deleted ones hidden by
    // default), spread over the same four years, with a contact and, for most, a responsible contact.
    await step(
      'more dealers',
      `insert into dealers (name, description, discount, status, contact, responsible_contact, created_at, updated_at)
       select 'Dealer ' || lpad(d::text, 5, '0') || ' ' || (array['Doors','Windows & Doors','Entry Systems','Home Improvement','Joinery','Glass','Carpentry'])[1 + d % 7],
              'Benchmark dealer', (d % 21)::numeric,
              case when d % 20 = 0 then 'inactive' when d % 31 = 0 then 'blocked' when d % 37 = 0 then 'deleted'
                   when d % 43 = 0 then 'invited' else 'active' end,
              jsonb_build_object('name', 'Office ' || d, 'email', 'office' || d || '@dealer.test', 'phone', '+4420700' || lpad(d::text, 5, '0'), 'mobile', null, 'fax', null),
              case when d % 3 = 0 then null else jsonb_build_object('name', 'Manager ' || d, 'email', 'manager' || d || '@dealer' || d % 50 || '.test', 'phone', null, 'mobile', '+4477009' || lpad(d::text, 5, '0'), 'fax', null) end,
              now() - interval '4 years' + (d * 4 * 365 / $2::int) * interval '1 day' + (d % 1440) * interval '1 minute',
              now() - interval '1 year' + (d % 365) * interval '1 day'
       from generate_series($1::int + 1, $2::int) d`,
      [DEALERS, ALL_DEALERS],
    );
    // Organization staff (the first is the bench administrator), then an admin and a salesman per dealer.
    await step(
      'organization users',
      `insert into users (name, email, password_hash, type, status, role_id, contact, created_at)
       select case when u = 1 then 'Bench Administrator' else 'Staff ' || u end,
              case when u = 1 then $2 else 'staff' || u || '@doorline.test' end,
              $3, 'organization', 'active',
              case when u = 1 then $4::int when u % 2 = 0 then $5::int else $6::int end,
              null, now() - interval '4 years'
       from generate_series(1, $1::int) u`,
      [
        ORGANIZATION_USERS,
        ADMIN_EMAIL,
        passwordHash,
        role('administrator'),
        role('sales_manager'),
        role('production_manager'),
      ],
    );
    await step(
      'dealer users',
      `insert into users (name, email, password_hash, type, status, role_id, dealer_id, contact, created_at)
       select 'Dealer ' || d.id || (case when k = 0 then ' admin' else ' salesman' end),
              'bench.dealer' || d.id || (case when k = 0 then '.admin' else '.sales' end) || '@doorline.test',
              $1, 'dealer', 'active', case when k = 0 then $2::int else $3::int end, d.id, null, d.created_at
       from dealers d cross join generate_series(0, 1) k where d.id <= $4::int order by d.id, k`,
      [passwordHash, role('dealer_admin'), role('dealer_salesman'), DEALERS],
    );

    // Everybody else, up to --users: four in five dealer salesmen spread over the dealers, one in five
    // organization staff, in every status (the users list's filters), with names to search by. They
    // have no password: they exist to be listed, never to sign in.
    await step(
      'more users',
      `insert into users (name, email, type, status, role_id, dealer_id, created_at, updated_at)
       select (array['Olena','Taras','Iryna','Mykola','Anna','Petro','Sofia','Andrii'])[1 + u % 8] || ' '
                || (array['Koval','Shevchenko','Bondar','Melnyk','Tkachenko','Kravets'])[1 + (u / 8) % 6] || ' ' || u,
              'person' || u || '@bench.test',
              case when u % 5 = 0 then 'organization' else 'dealer' end,
              (array['active','active','active','active','active','active','invited','suspended','blocked',
                     'pending_approval','inactive'])[1 + u % 11],
              case when u % 5 = 0 then $2::int else $3::int end,
              case when u % 5 = 0 then null else 1 + u % $4::int end,
              now() - interval '3 years' + u * interval '15 minutes',
              now() - interval '3 years' + u * interval '15 minutes'
       from generate_series(1, $1::int) u`,
      [USERS - STAFF, role('sales_manager'), role('dealer_salesman'), DEALERS],
    );

    // The customer directory (issue 42): the order-holding dealers' customers, then the organization's
    // own. Most are people (a first name, an initial and a surname), every tenth a company, picked by a
    // number of the customer's own so that namesakes are as rare as in a town; every 50th
    // is a twin of a customer of the same dealer 200 before it (docs/decisions.md "Issue 42:
    // duplicates"): its e-mail in capitals, its phone written another way, or its name a letter apart.
    await step(
      'customers',
      `with s as (
         select c, case when c % 50 = 0 and c > 200 then c - 200 else c end as b,
                case when c % 50 = 0 and c > 200 then (c / 50) % 3 end as twin,
                case when c <= $2::int then 1 + (c - 1) % $3::int end as dealer
         from generate_series(1, $1::int) c
       ), h as (
         select s.*, ((b::bigint * 2654435761) % 1000003)::int as r from s
       ), n as (
         select h.*, case when b % 10 = 0
             then (array['Oakline','Budmaster','Dim Plus','Kyiv Build','Lviv Joinery','Dnipro Homes','Odesa Renovation',
                         'Polissia Wood','Karpaty Stroi','Zatyshok','Dobrobud','Svitanok'])[1 + r % 12]
                  || ' ' || (array['Doors','Interiors','Construction','Windows','Developments','Design','Service','Trade'])[1 + (r / 12) % 8]
                  || ' ' || (array['LLC','Ltd','Group','& Sons','Studio'])[1 + (r / 96) % 5]
             else (array['Olena','Taras','Iryna','Mykola','Anna','Petro','Sofia','Andrii','Oksana','Yurii','Natalia','Serhii',
                         'Halyna','Vasyl','Kateryna','Dmytro','Mariia','Bohdan','Liudmyla','Roman','Tetiana','Oleh','Viktoriia','Ihor',
                         'Larysa','Maksym','Yuliia','Volodymyr','Alina','Artem','Daryna','Stepan','Khrystyna','Ostap','Nadiia','Vitalii',
                         'Zoriana','Hryhorii','Marta','Yaroslav'])[1 + r % 40]
                  || ' ' || chr(65 + (r / 3200) % 26) || '. '
                  || (array['Koval','Shevchenko','Bondarenko','Melnyk','Tkachenko','Kravchenko','Oliinyk','Shevchuk','Polishchuk','Lysenko',
                            'Boiko','Moroz','Pavlenko','Marchenko','Rudenko','Savchenko','Kovalenko','Petrenko','Zinchenko','Hnatiuk',
                            'Ivanenko','Levchenko','Karpenko','Klymenko','Ponomarenko','Kushnir','Vlasenko','Honchar','Yakovenko','Stepanenko',
                            'Mazur','Symonenko','Fedorenko','Tymoshenko','Demchenko','Vovk','Hrytsenko','Kostenko','Semenko','Bilyk',
                            'Tarasenko','Kuzmenko','Prykhodko','Kolomiiets','Sydorenko','Holub','Dmytrenko','Bilous','Andriienko','Kyrychenko',
                            'Nazarenko','Martyniuk','Lytvynenko','Hordiienko','Babenko','Pylypenko','Trokhymenko','Ostapenko','Skyba','Chornyi',
                            'Kovalchuk','Romaniuk','Savchuk','Hrytsai','Zhuk','Mykhailiuk','Kharchenko','Tereshchenko','Shvets','Yurchenko',
                            'Fesenko','Danylenko','Borysenko','Ishchenko','Voitenko','Sereda','Humeniuk','Dovhan','Yatsenko','Lukianenko'])[1 + (r / 40) % 80]
         end as base_name
         from h
       )
       insert into customers (dealer_id, name, email, phone, mobile, street, city, postcode, country, note, tags,
                              created_by_id, created_at, updated_at)
       select dealer,
              case when twin = 2 then overlay(base_name placing 'y' from 2 for 1) else base_name end,
              case when twin = 0 then upper('client' || b || '@mail.test') else 'client' || c || '@mail.test' end,
              case when twin = 1 then '(050) ' || lpad(b::text, 7, '0') else '+38050' || lpad(c::text, 7, '0') end,
              case when c % 2 = 0 then '+38067' || lpad(c::text, 7, '0') end,
              'Shevchenka St ' || (1 + c % 200),
              (array['Kyiv','Lviv','Odesa','Dnipro','Kharkiv','Vinnytsia','Poltava','Chernihiv'])[1 + c % 8],
              lpad((1000 + c % 98000)::text, 5, '0'), 'Ukraine',
              case when c % 9 = 0 then 'Prefers a call after 6 pm.' else '' end,
              case c % 7 when 0 then array['vip'] when 1 then array['builder'] when 2 then array['vip','repeat'] else '{}'::text[] end,
              case when dealer is null then 1 + c % $5::int else $4::int + (dealer - 1) * 2 end,
              now() - interval '4 years' + c * (interval '1460 days' / $1::int),
              now() - interval '1 year' + (c % 365) * interval '1 day'
       from n order by c`,
      [CUSTOMERS, DEALER_CUSTOMERS, DEALERS, ORGANIZATION_USERS + 1, ORGANIZATION_USERS],
    );

    // The main orders. r is a per-order pseudo-random number in [0, 1) from the order's index, so the
    // data are the same on every run. Status mix (docs/sales-flow.md): most records end as orders.
    await step(
      'main orders',
      `with s as (
         select g, nextval('order_number_seq') as n,
                ((g::bigint * 2654435761) % 1000003)::float8 / 1000003 as r,
                ((g::bigint * 40503) % 997)::int as r2
         from generate_series(1, $1::int) g
       ), st as (
         select s.*, case
             when r < 0.12 then 'draft' when r < 0.20 then 'submitted' when r < 0.26 then 'rejected'
             when r < 0.36 then 'approved' when r < 0.42 then 'canceled' else 'order' end as status,
           1 + (r2 % $2::int) as dealer
         from s
       )
       insert into orders (order_number, reference_number, note, requested_date, stage, status,
                           dealer_id, user_id, customer_id, customer_contact, created_by_id, created_at, updated_at)
       select case when n < 1000000 then lpad(n::text, 6, '0') else n::text end,
              case when r2 % 5 < 3 then 'PO-' || (10000 + (g::bigint * 7919) % 90000) end,
              case when r2 % 3 = 0 then 'Call before delivery.' end,
              (now() - ($1::int - g) * interval '95 seconds' + interval '30 days')::date,
              case when status in ('draft','submitted','rejected') then 'quote'
                   when status in ('approved','canceled') then 'preorder' else 'order' end,
              status,
              case when status = 'draft' and r2 % 50 = 0 then null else dealer end,
              case when status = 'draft' and r2 % 50 = 0 then null
                   else $3::int + (dealer - 1) * 2 + (r2 % 2) end,
              case when status = 'draft' and r2 % 50 = 0 then null
                   else dealer + $2::int * (g % ($5::int / $2::int)) end,
              jsonb_build_object('name', 'Customer ' || g, 'email', 'customer' || g || '@example.test',
                                 'phone', '+4477009' || lpad((g % 100000)::text, 5, '0'), 'mobile', null, 'fax', null),
              case when r2 % 4 = 0 then 1 + r2 % $4::int else $3::int + (dealer - 1) * 2 + (r2 % 2) end,
              now() - ($1::int - g) * interval '95 seconds',
              now() - ($1::int - g) * interval '95 seconds' + interval '2 days'
       from st order by g`,
      [ORDERS, DEALERS, ORGANIZATION_USERS + 1, ORGANIZATION_USERS, DEALER_CUSTOMERS],
    );

    // 1 to 3 items per main order.
    await step(
      'items',
      `insert into items (order_id, description, price, position, created_at, updated_at)
       select o.id,
              (array['Oak entrance door','Steel security door','Glazed aluminium patio door','Composite front door',
                     'Fire-rated door FD30','Interior oak veneer door','Sliding pocket door','Double French doors'])[1 + (o.id + p) % 8]
                || ' ' || (array['800×2000','900×2100','1000×2100','1200×2100'])[1 + (o.id * p) % 4],
              (200 + (o.id * 37 + p * 101) % 3500)::numeric,
              p, o.created_at, o.created_at
       from orders o cross join lateral generate_series(1, 1 + (o.id * 7) % 3) p
       where o.main_order_id is null
       order by o.id, p`,
    );

    // One sub-order per item for every record past the quote stage.
    await step(
      'sub-orders',
      `with x as (
         select o.*, i.id as item_id_, i.position as pos,
                ((o.id::bigint * 7 + i.position * 13) % 100) as r
         from orders o join items i on i.order_id = o.id
         where o.main_order_id is null and o.stage in ('preorder', 'order')
       ), y as (
         select x.*, case
             when x.status = 'canceled' then 'canceled'
             when x.status = 'approved' then case when r < 10 then 'hold' else 'approved' end
             when r < 10 then 'not_started' when r < 25 then 'production' when r < 28 then 'delayed'
             when r < 38 then 'completed' when r < 48 then 'in_stock' when r < 70 then 'delivered'
             when r < 80 then 'invoiced' when r < 94 then 'paid' else 'hold' end as sub_status
         from x
       )
       insert into orders (order_number, main_order_id, position, item_id, requested_date, stage, status,
                           held_from_status, dealer_id, user_id, customer_contact, created_by_id, created_at, updated_at)
       select order_number || '-' || pos, id, pos, item_id_, requested_date,
              case when sub_status in ('approved','canceled') then 'preorder'
                   when sub_status in ('production','completed','delayed') then 'production'
                   when sub_status in ('in_stock','delivered','invoiced','paid') then 'warehouse'
                   when sub_status = 'hold' then 'hold' else 'order' end,
              sub_status,
              case when sub_status <> 'hold' then null
                   when status = 'approved' then 'approved'
                   else (array['not_started','production','completed'])[1 + r % 3] end,
              dealer_id, user_id, customer_contact, created_by_id,
              created_at + interval '1 day', updated_at
       from y order by id, pos`,
    );

    for (const { indexname, indexdef } of indexes) {
      const t = performance.now();
      await q(indexdef);
      log(`index ${indexname} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    // The possible duplicates' keys and pairs (migration 0024): the replica role above bypasses the
    // trigger of customers that keeps them, so they are computed here, by the same function.
    await step(
      'customer keys and pairs',
      `select refresh_customer_keys(array(select id from customers order by id))`,
    );
    // The counter table of migration 0003_order_counts: refilled (TRUNCATE and
    // the replica role above bypass its triggers).
    const { rows: counter } = await q(`select to_regclass('order_counts') as t`);
    if (counter[0].t) {
      await step(
        'order_counts',
        `insert into order_counts (main, stage, status, dealer_id, n)
         select main_order_id is null, stage, status, coalesce(dealer_id, 0), count(*) from orders group by 1, 2, 3, 4`,
      );
    }
    // Home's weekly counter (migration 0010_dashboard), refilled for the same reason.
    if ((await q(`select to_regclass('order_week_counts') as t`)).rows[0].t) {
      await step(
        'order_week_counts',
        `insert into order_week_counts (week, stage, dealer_id, n)
         select date_trunc('week', created_at at time zone 'UTC')::date, stage, coalesce(dealer_id, 0), count(*)
         from orders where main_order_id is null group by 1, 2, 3`,
      );
    }
    // The users' counter (migration 0004), refilled for the same reason.
    await step(
      'user_counts',
      `insert into user_counts (type, status, dealer_id, n)
       select type, status, coalesce(dealer_id, 0), count(*) from users group by 1, 2, 3`,
    );
    await q('commit');
    await q('set session_replication_role = origin');
    // VACUUM too: it sets the visibility map, as autovacuum would on a live database, so that the
    // counts can be answered from an index alone.
    for (const table of [
      'dealers',
      'users',
      'customers',
      'customer_keys',
      'customer_pairs',
      'orders',
      'items',
    ])
      await step(`vacuum analyze ${table}`, `vacuum (analyze) ${table}`);

    const { rows: sizes } = await q(`
      select (select count(*) from dealers)::int as dealers, (select count(*) from users)::int as users,
             (select count(*) from orders where main_order_id is null)::int as main_orders,
             (select count(*) from orders where main_order_id is not null)::int as sub_orders,
             (select count(*) from items)::int as items, (select count(*) from customers)::int as customers,
             (select count(*) from customer_pairs)::int as customer_pairs,
             pg_size_pretty(pg_database_size(current_database())) as database_size`);
    log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(sizes[0])}`);
  } catch (error) {
    await q('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

await main();
