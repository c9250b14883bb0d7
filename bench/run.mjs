#!/usr/bin/env node
// Load benchmark of the list endpoints against the seeded database (see seed.mjs).
//
//   node bench/run.mjs [--duration 10] [--connections 20]
//                      [--group sales|administration|dealers|dashboard|search|all|sorted]
//                      [--only main-order] [--no-write] [--marker issue12-sales] [--cpu-prof DIR]
//                      [--slices 5] [--workers 1]
//
// For every list shape: one request with the server recording its SQL, a 1 s warm-up, autocannon
// with N connections for D seconds, then the very SQL of that request replayed straight through
// `pg.Pool` with N concurrent clients for D seconds (the limit of what the database gives), and,
// for a shape that carries them, the plainest statements that answer the same page and count
// (`{ plain }`, issue 27), replayed the same way. The table is printed and written between the
// result markers of BENCHMARKS.md at the repo root.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '@doorline/api-server';
import { writeBenchmarksSection } from './benchmarks-file.mjs';
import { forkBenchServer, percentile, signIn } from './helpers.mjs';
import { ADMIN_EMAIL, DEALER_EMAIL, DEALER_ID, DEFAULT_URL, PRODUCTION_EMAIL } from './constants.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // Server processes sharing the port (node:cluster), as deployed with one per core.
    workers: { type: 'string', default: '1' },
    // The API and the SQL take turns in this many slices of the duration (1: one after the other).
    slices: { type: 'string', default: '5' },
    only: { type: 'string' },
    // sales: the order lists (BENCHMARKS.md "results"); administration: the users and roles lists;
    // dealers: the dealers list and look-up (issue 11); dashboard: Home's numbers per role (issue 27);
    // search: the search box (issue 27); customers: the customer directory (issue 42); all: every group's shapes, one after another; sorted: every
    // group's sorted shapes (issue 27), those whose path has a `sort`.
    group: { type: 'string', default: 'sales' },
    'no-write': { type: 'boolean', default: false },
    // Where in BENCHMARKS.md the table goes (default: the group's own section), so that a later run
    // can stand beside an earlier one (issue 12's runs use issue12-<group>).
    marker: { type: 'string' },
    // Writes a CPU profile of the server (`node --cpu-prof`) into this folder, to see where its time goes.
    'cpu-prof': { type: 'string' },
    // Counts from order_counts (migration 0003_order_counts); results go to bench/data/results-what-if.json.
    'what-if-counts': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const SLICES = Number(args.slices);
const url = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
const WHAT_IF = args['what-if-counts'];
// Issue 12's targets, as ratios of one run on one machine: the API's throughput at least 70 % of the
// same page's SQL straight through `pg`, its p95 at most 1.5 times that SQL's p95.
const TARGET_RATIO = 0.7;
const TARGET_P95_FACTOR = 1.5;
// Issue 27: the product's statements (the SQL column) at most twice the p95 of the plainest
// statements that answer the same page and count, so that a slow plan shows even when the API keeps
// up with its own SQL.
const TARGET_PLAIN_FACTOR = 2;

/**
 * The plainest statements that answer a list's page and count (issue 27), for a shape's optional 4th
 * element `{ plain: [{ text, values }] }`: what an engineer would write by hand for the same answer,
 * the page with every column its rows show and a `count(*)` of the same conditions, no tricks (no
 * fences, no counter tables, no window beside the LIMIT). `conditions` use the alias `o` (orders),
 * `u` (users) or `d` (dealers) and `$n` for `values`.
 */
const plainPage = ({ select, from, conditions, values, orderBy, limit = 5, page = 1 }) => {
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  return {
    plain: [
      {
        text: `select ${select} from ${from}${where} order by ${orderBy} limit ${limit} offset ${(page - 1) * limit}`,
        values,
      },
      { text: `select count(*)::int as count from ${from.split(' left join ')[0]}${where}`, values },
    ],
  };
};

/** A main order's row as the lists show it: its dealer and salesman, item count and sub-orders. */
const plainMainOrders = ({ conditions, values, orderBy = 'o.created_at desc, o.id desc', ...rest }) =>
  plainPage({
    select: `o.id, o.order_number, o.reference_number, o.note, o.requested_date, o.stage, o.status,
      o.created_at, o.updated_at, d.id as dealer_id, d.name as dealer_name, u.id as user_id,
      u.name as user_name, u.type as user_type,
      (select count(*) from items i where i.order_id = o.id) as items_count,
      (select json_agg(json_build_object('id', s.id, 'orderNumber', s.order_number, 'status', s.status,
        'createdAt', s.created_at, 'updatedAt', s.updated_at) order by s.position)
        from orders s where s.main_order_id = o.id) as sub_orders`,
    from: 'orders o left join dealers d on d.id = o.dealer_id left join users u on u.id = o.user_id',
    conditions: ['o.main_order_id is null', ...conditions],
    values,
    orderBy,
    ...rest,
  });

/** A sub-order's row as the lists show it: its main order, item, dealer and salesman. */
const plainSubOrders = ({ conditions, values, orderBy = 'o.created_at desc, o.id desc', ...rest }) =>
  plainPage({
    select: `o.id, o.order_number, o.stage, o.status, o.held_from_status, o.requested_date, o.created_at,
      o.updated_at, m.id as main_id, m.order_number as main_number, m.status as main_status,
      i.id as item_id, i.description, i.price, d.id as dealer_id, d.name as dealer_name,
      u.id as user_id, u.name as user_name, u.type as user_type`,
    from: `orders o left join orders m on m.id = o.main_order_id left join items i on i.id = o.item_id
      left join dealers d on d.id = o.dealer_id left join users u on u.id = o.user_id`,
    conditions: ['o.main_order_id is not null', ...conditions],
    values,
    orderBy,
    ...rest,
  });

/** A dealer's row: the dealer's own columns (the list joins nothing). */
const plainDealers = ({ conditions, values, orderBy = 'd.created_at desc, d.id desc', ...rest }) =>
  plainPage({
    select: `d.id, d.name, d.description, d.discount, d.status, d.contact, d.responsible_contact,
      d.created_at, d.updated_at`,
    from: 'dealers d',
    conditions,
    values,
    orderBy,
    ...rest,
  });

/** The dealers' search: a name or either contact's e-mail (`$1`), as the dealers list searches. */
const dealerSearch = `(d.name ilike $1 or d.contact ->> 'email' ilike $1 or d.responsible_contact ->> 'email' ilike $1)`;

/** A user's row: the role with its permissions of the user's type, the dealer and the inviter. */
const plainUsers = ({ conditions, values, orderBy = 'u.created_at desc, u.id desc', ...rest }) =>
  plainPage({
    select: `u.id, u.name, u.email, u.phone, u.type, u.status, u.role_id, r.name as role_name, r.key as role_key,
      r.is_active as role_active,
      (select json_agg(json_build_object('id', p.id, 'key', p.key, 'name', p.name) order by p.id)
        from role_permissions rp join permissions p on p.id = rp.permission_id and p.type = u.type
        where rp.role_id = u.role_id) as permissions,
      u.dealer_id, d.name as dealer_name, u.contact, inviter.id as inviter_id, inviter.name as inviter_name,
      u.created_at, u.updated_at`,
    from: `users u left join roles r on r.id = u.role_id left join dealers d on d.id = u.dealer_id
      left join users inviter on inviter.id = u.invited_by_id`,
    conditions,
    values,
    orderBy,
    ...rest,
  });

/** A customer's row (issue 42): its own columns, its dealer's and its creator's names. */
const plainCustomers = ({ conditions, values, orderBy = 'c.created_at desc, c.id desc', ...rest }) =>
  plainPage({
    select: `c.id, c.name, c.email, c.phone, c.mobile, c.street, c.city, c.postcode, c.country, c.note, c.tags,
      c.dealer_id, d.name as dealer_name, c.created_by_id, u.name as created_by_name, c.created_at, c.updated_at`,
    from: 'customers c left join dealers d on d.id = c.dealer_id left join users u on u.id = c.created_by_id',
    conditions,
    values,
    orderBy,
    ...rest,
  });

/** The directory's search (`$1`): a part of the name, e-mail, phone or mobile, as the list searches. */
const customerSearch = `(c.name ilike $1 or c.email ilike $1 or c.phone ilike $1 or c.mobile ilike $1)`;

/**
 * The plainest statements that answer `GET /search?q=` (issue 27, docs/search.md), for a shape's
 * optional 4th element `{ plain: [{ text, values }] }`: one statement per group the caller gets, each
 * ranking every match (the whole of a field, its start, anywhere in it; newest first) with the columns
 * a result shows, as an engineer would write it by hand: no fence, no cap on the candidates, no JSON.
 * `dealerId`: a dealer admin's scope (records, customers and users of that dealer, no dealers group).
 */
function plainSearch(term, { dealerId, limit = 5 } = {}) {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const short = term.length < 3;
  // $1 what matches, $2 the whole field, $3 its start; then each statement's own.
  const patterns = [short ? `${escaped}%` : `%${escaped}%`, escaped, `${escaped}%`];
  const rankOf = (fields, extra = { exact: [], prefix: [] }) =>
    `case when ${[...fields.map((f) => `${f} ilike $2`), ...extra.exact].join(' or ')} then 0
      when ${[...fields.map((f) => `${f} ilike $3`), ...extra.prefix].join(' or ')} then 1 else 2 end`;
  const scope = (column, n) => (dealerId ? ` and ${column} = $${n}` : '');
  const mainFields = short
    ? ['o.order_number']
    : ['o.order_number', 'o.reference_number', `o.customer_contact ->> 'name'`];
  const email = `lower(o.customer_contact ->> 'email')`;
  const mainMatch = short
    ? 'o.order_number ilike $1'
    : `(${mainFields.map((f) => `${f} ilike $1`).join(' or ')} or ${email} like $5)`;
  const mainRank = short
    ? rankOf(mainFields)
    : rankOf(mainFields, { exact: [`${email} = $4`], prefix: [`${email} like $5`] });
  const recordValues = short ? patterns : [...patterns, term.toLowerCase(), `${escaped.toLowerCase()}%`];
  const records = {
    text: `select o.id, case when o.main_order_id is null then 'main' else 'sub' end as kind, o.order_number,
        o.reference_number, coalesce(mo.customer_contact, o.customer_contact) ->> 'name' as customer_name,
        coalesce(mo.customer_contact, o.customer_contact) ->> 'email' as customer_email, o.stage, o.status,
        d.id as dealer_id, d.name as dealer_name, mo.id as main_id, mo.order_number as main_number,
        mo.stage as main_stage
      from orders o left join orders mo on mo.id = o.main_order_id left join dealers d on d.id = o.dealer_id
      where ((o.main_order_id is null and ${mainMatch}) or (o.main_order_id is not null and o.order_number ilike $1))${scope('o.dealer_id', recordValues.length + 1)}
      order by case when o.main_order_id is null then ${mainRank} else ${rankOf(['o.order_number'])} end,
        o.created_at desc, o.id desc
      limit ${limit}`,
    values: dealerId ? [...recordValues, dealerId] : recordValues,
  };
  const dealerFields = ['d.name', `d.contact ->> 'email'`, `d.responsible_contact ->> 'email'`];
  const dealers = {
    text: `select d.id, d.name, d.status, coalesce(d.contact ->> 'email', d.responsible_contact ->> 'email') as email
      from dealers d
      where d.status <> 'deleted' and (${dealerFields.map((f) => `${f} ilike $1`).join(' or ')})
      order by ${rankOf(dealerFields)}, d.created_at desc, d.id desc limit ${limit}`,
    values: patterns,
  };
  const userFields = ['u.name', 'u.email'];
  const users = {
    text: `select u.id, u.name, u.email, u.type, u.status, d.id as dealer_id, d.name as dealer_name
      from users u left join dealers d on d.id = u.dealer_id
      where (${userFields.map((f) => `${f} ilike $1`).join(' or ')})${scope('u.dealer_id', 4)}
      order by ${rankOf(userFields)}, u.created_at desc, u.id desc limit ${limit}`,
    values: dealerId ? [...patterns, dealerId] : patterns,
  };
  const customerFields = ['c.name', 'c.email', 'c.phone', 'c.mobile'];
  const customers = {
    text: `select c.id, c.name, c.email, coalesce(c.phone, c.mobile) as phone, d.id as dealer_id, d.name as dealer_name
      from customers c left join dealers d on d.id = c.dealer_id
      where (${customerFields.map((f) => `${f} ilike $1`).join(' or ')})${scope('c.dealer_id', 4)}
      order by ${rankOf(customerFields)}, c.created_at desc, c.id desc limit ${limit}`,
    values: dealerId ? [...patterns, dealerId] : patterns,
  };
  return { plain: dealerId ? [records, customers, users] : [records, customers, dealers, users] };
}

/** The bench's dealer user (DEALER_EMAIL) is the admin of dealer 1. */
const BENCH_DEALER_ID = 1;

/** The list shapes of each group: who asks, and the path with its query. */
const groups = {
  sales: [
    ['admin', 'main-orders quote (default limit 5)', '/api/orders/main-orders?stage=quote'],
    ['admin', 'main-orders preorder', '/api/orders/main-orders?stage=preorder'],
    ['admin', 'main-orders order', '/api/orders/main-orders?stage=order'],
    ['admin', 'main-orders quote, status submitted', '/api/orders/main-orders?stage=quote&status=submitted'],
    [
      'admin',
      'main-orders preorder, status canceled',
      '/api/orders/main-orders?stage=preorder&status=canceled',
    ],
    ['admin', 'main-orders order, dealerId', '/api/orders/main-orders?stage=order&dealerId=17'],
    [
      'admin',
      'main-orders order, search "12345"',
      '/api/orders/main-orders?stage=order&search=12345',
      plainMainOrders({
        conditions: ['o.stage = $1', 'o.order_number ilike $2'],
        values: ['order', '%12345%'],
      }),
    ],
    [
      'admin',
      'main-orders quote, search "0012"',
      '/api/orders/main-orders?stage=quote&search=0012',
      plainMainOrders({
        conditions: ['o.stage = $1', 'o.order_number ilike $2'],
        values: ['quote', '%0012%'],
      }),
    ],
    [
      'admin',
      'main-orders order, search "999" (3 chars)',
      '/api/orders/main-orders?stage=order&search=999',
      plainMainOrders({
        conditions: ['o.stage = $1', 'o.order_number ilike $2'],
        values: ['order', '%999%'],
      }),
    ],
    ['admin', 'main-orders order, page 50', '/api/orders/main-orders?stage=order&page=50'],
    ['admin', 'main-orders order, limit 100', '/api/orders/main-orders?stage=order&limit=100'],
    ['dealer', 'dealer: main-orders order', '/api/orders/main-orders?stage=order'],
    [
      'dealer',
      'dealer: main-orders quote, search "123"',
      '/api/orders/main-orders?stage=quote&search=123',
      plainMainOrders({
        conditions: ['o.stage = $1', 'o.dealer_id = $2', 'o.order_number ilike $3'],
        values: ['quote', DEALER_ID, '%123%'],
      }),
    ],
    [
      'admin',
      'sub-orders production, status production',
      '/api/orders/sub-orders?stage=production&status=production',
    ],
    [
      'admin',
      'sub-orders warehouse, status delivered',
      '/api/orders/sub-orders?stage=warehouse&status=delivered',
    ],
    ['admin', 'sub-orders hold', '/api/orders/sub-orders?stage=hold'],
    [
      'admin',
      'sub-orders production, search "0012"',
      '/api/orders/sub-orders?stage=production&search=0012',
      plainSubOrders({
        conditions: ['o.stage = $1', 'o.order_number ilike $2'],
        values: ['production', '%0012%'],
      }),
    ],
    [
      'admin',
      'sub-orders warehouse, dealerId, limit 25',
      '/api/orders/sub-orders?stage=warehouse&dealerId=42&limit=25',
    ],
    ['dealer', 'dealer: sub-orders warehouse', '/api/orders/sub-orders?stage=warehouse'],
    // Sorted (issue 27): each order list's sorts that read a large list, with and without a filter.
    [
      'admin',
      'main-orders order, sorted by requested date',
      '/api/orders/main-orders?stage=order&sort=requestedDate',
      plainMainOrders({
        conditions: ['o.stage = $1'],
        values: ['order'],
        orderBy: 'o.requested_date, o.id',
      }),
    ],
    [
      'admin',
      'main-orders order, sorted by requested date desc, page 50',
      '/api/orders/main-orders?stage=order&sort=requestedDate&order=desc&page=50',
    ],
    [
      'admin',
      'main-orders quote, status submitted, sorted by requested date desc',
      '/api/orders/main-orders?stage=quote&status=submitted&sort=requestedDate&order=desc',
    ],
    ['admin', 'main-orders quote, sorted by status', '/api/orders/main-orders?stage=quote&sort=status'],
    [
      'admin',
      'main-orders preorder, sorted by number desc',
      '/api/orders/main-orders?stage=preorder&sort=orderNumber&order=desc',
    ],
    [
      'admin',
      'main-orders order, sorted by dealer',
      '/api/orders/main-orders?stage=order&sort=dealer',
      plainMainOrders({ conditions: ['o.stage = $1'], values: ['order'], orderBy: 'd.name, o.id' }),
    ],
    [
      'admin',
      'main-orders order, sorted by dealer desc, page 50',
      '/api/orders/main-orders?stage=order&sort=dealer&order=desc&page=50',
    ],
    [
      'admin',
      'main-orders quote, sorted by created asc',
      '/api/orders/main-orders?stage=quote&sort=createdAt&order=asc',
    ],
    [
      'admin',
      'main-orders order, dealerId, sorted by requested date',
      '/api/orders/main-orders?stage=order&dealerId=17&sort=requestedDate',
    ],
    [
      'admin',
      'main-orders order, a dealer without orders, sorted by number',
      '/api/orders/main-orders?stage=order&dealerId=5000&sort=orderNumber',
    ],
    [
      'admin',
      'main-orders order, search "999", sorted by dealer',
      '/api/orders/main-orders?stage=order&search=999&sort=dealer',
      plainMainOrders({
        conditions: ['o.stage = $1', 'o.order_number ilike $2'],
        values: ['order', '%999%'],
        orderBy: 'd.name, o.id',
      }),
    ],
    [
      'dealer',
      'dealer: main-orders order, sorted by requested date desc',
      '/api/orders/main-orders?stage=order&sort=requestedDate&order=desc',
    ],
    [
      'admin',
      'sub-orders production, sorted by requested date',
      '/api/orders/sub-orders?stage=production&sort=requestedDate',
    ],
    [
      'admin',
      'sub-orders warehouse, sorted by status desc',
      '/api/orders/sub-orders?stage=warehouse&sort=status&order=desc',
    ],
    ['admin', 'sub-orders (every stage), sorted by dealer', '/api/orders/sub-orders?sort=dealer'],
    // Sorted (issue 40): the salesman, the reference, the last change.
    ['admin', 'main-orders order, sorted by salesman', '/api/orders/main-orders?stage=order&sort=salesman'],
    [
      'admin',
      'main-orders quote, sorted by reference desc',
      '/api/orders/main-orders?stage=quote&sort=referenceNumber&order=desc',
    ],
    [
      'admin',
      'main-orders order, sorted by last change desc',
      '/api/orders/main-orders?stage=order&sort=updatedAt&order=desc',
    ],
    [
      'admin',
      'sub-orders production, sorted by salesman desc',
      '/api/orders/sub-orders?stage=production&sort=salesman&order=desc',
    ],
    [
      'admin',
      'sub-orders warehouse, sorted by last change',
      '/api/orders/sub-orders?stage=warehouse&sort=updatedAt',
    ],
    [
      'dealer',
      'dealer: sub-orders warehouse, sorted by number',
      '/api/orders/sub-orders?stage=warehouse&sort=orderNumber',
    ],
    ['admin', 'dealers lookup', '/api/dealers'],
    [
      'admin',
      'dealers lookup, search "Doo"',
      '/api/dealers?search=Doo',
      plainDealers({ conditions: [`d.status <> 'deleted'`, dealerSearch], values: ['%Doo%'] }),
    ],
  ],
  administration: [
    ['admin', 'users (default limit 5)', '/api/users'],
    ['admin', 'users, status pending_approval', '/api/users?status=pending_approval'],
    ['admin', 'users, type organization, limit 100', '/api/users?type=organization&limit=100'],
    ['admin', 'users, dealerId', '/api/users?dealerId=17'],
    [
      'admin',
      'users, search "Koval"',
      '/api/users?search=Koval',
      plainUsers({ conditions: ['(u.name ilike $1 or u.email ilike $1)'], values: ['%Koval%'] }),
    ],
    [
      'admin',
      'users, search "person4242@"',
      '/api/users?search=person4242%40',
      plainUsers({ conditions: ['(u.name ilike $1 or u.email ilike $1)'], values: ['%person4242@%'] }),
    ],
    ['admin', 'users, page 500', '/api/users?page=500'],
    ['dealer', 'dealer: users', '/api/users'],
    // Sorted (issue 27).
    ['admin', 'users, sorted by name', '/api/users?sort=name'],
    ['admin', 'users, sorted by e-mail desc, page 500', '/api/users?sort=email&order=desc&page=500'],
    ['admin', 'users, sorted by role', '/api/users?sort=role'],
    ['admin', 'users, sorted by status desc', '/api/users?sort=status&order=desc'],
    ['admin', 'users, type dealer, sorted by name desc', '/api/users?type=dealer&sort=name&order=desc'],
    ['dealer', 'dealer: users, sorted by name', '/api/users?sort=name'],
    ['admin', 'users, sorted by last change desc', '/api/users?sort=updatedAt&order=desc'],
    ['admin', 'roles', '/api/roles?limit=100'],
    ['admin', 'roles, sorted by users desc', '/api/roles?limit=100&sort=userCount&order=desc'],
    ['admin', 'user by id', '/api/users/1234'],
  ],
  dealers: [
    ['admin', 'dealers (default limit 5)', '/api/dealers'],
    ['admin', 'dealers, status blocked', '/api/dealers?status=blocked'],
    ['admin', 'dealers, status deleted', '/api/dealers?status=deleted'],
    [
      'admin',
      'dealers, search name "Joinery"',
      '/api/dealers?search=Joinery',
      plainDealers({ conditions: [`d.status <> 'deleted'`, dealerSearch], values: ['%Joinery%'] }),
    ],
    [
      'admin',
      'dealers, search name "Dealer 04242"',
      '/api/dealers?search=Dealer%2004242',
      plainDealers({ conditions: [`d.status <> 'deleted'`, dealerSearch], values: ['%Dealer 04242%'] }),
    ],
    [
      'admin',
      'dealers, search e-mail "office4242@"',
      '/api/dealers?search=office4242%40',
      plainDealers({ conditions: [`d.status <> 'deleted'`, dealerSearch], values: ['%office4242@%'] }),
    ],
    [
      'admin',
      'dealers, search e-mail "@dealer17.test"',
      '/api/dealers?search=%40dealer17.test',
      plainDealers({ conditions: [`d.status <> 'deleted'`, dealerSearch], values: ['%@dealer17.test%'] }),
    ],
    ['admin', 'dealers, page 100', '/api/dealers?page=100'],
    ['admin', 'look-up: active, limit 20, page 1', '/api/dealers?status=active&limit=20'],
    ['admin', 'look-up: active, limit 20, page 50', '/api/dealers?status=active&limit=20&page=50'],
    [
      'admin',
      'look-up: active, search "Glass", limit 20',
      '/api/dealers?status=active&search=Glass&limit=20',
      plainDealers({ conditions: [`d.status = 'active'`, dealerSearch], values: ['%Glass%'], limit: 20 }),
    ],
    [
      'admin',
      'look-up: active, search "Doo", limit 20',
      '/api/dealers?status=active&search=Doo&limit=20',
      plainDealers({ conditions: [`d.status = 'active'`, dealerSearch], values: ['%Doo%'], limit: 20 }),
    ],
    ['dealer', 'dealer: own dealer', '/api/dealers?status=active&limit=20'],
    ['admin', 'dealer by id (counts)', '/api/dealers/17'],
    // Sorted (issue 27).
    ['admin', 'dealers, sorted by name', '/api/dealers?sort=name'],
    ['admin', 'dealers, sorted by status desc', '/api/dealers?sort=status&order=desc'],
    [
      'admin',
      'dealers, search name "Glass", sorted by name',
      '/api/dealers?search=Glass&sort=name',
      plainDealers({
        conditions: [`d.status <> 'deleted'`, dealerSearch],
        values: ['%Glass%'],
        orderBy: 'd.name, d.id',
      }),
    ],
  ],
  // The customer directory (issue 42; docs/decisions.md "Issue 42"): 100,000 customers, 490 for each of
  // the 200 order-holding dealers and 2,000 of the organization's own; a customer's page (its records
  // are the main orders' list by customer, its figures one statement); the possible duplicates.
  customers: [
    ['admin', 'customers (default limit 5)', '/api/customers'],
    ['admin', 'customers, dealerId', '/api/customers?dealerId=17'],
    [
      'admin',
      'customers, tag "vip"',
      '/api/customers?tag=vip',
      plainCustomers({ conditions: [`c.tags @> array['vip']`], values: [] }),
    ],
    [
      'admin',
      'customers, search "Koval"',
      '/api/customers?search=Koval',
      plainCustomers({ conditions: [customerSearch], values: ['%Koval%'] }),
    ],
    [
      'admin',
      'customers, search "client4242@"',
      '/api/customers?search=client4242%40',
      plainCustomers({ conditions: [customerSearch], values: ['%client4242@%'] }),
    ],
    [
      'admin',
      'customers, search a phone\'s part "0042424"',
      '/api/customers?search=0042424',
      plainCustomers({ conditions: [customerSearch], values: ['%0042424%'] }),
    ],
    [
      'admin',
      'customers, search "Oakline", sorted by name',
      '/api/customers?search=Oakline&sort=name',
      plainCustomers({ conditions: [customerSearch], values: ['%Oakline%'], orderBy: 'c.name, c.id' }),
    ],
    ['admin', 'customers, page 500', '/api/customers?page=500'],
    ['admin', 'customers, sorted by name', '/api/customers?sort=name'],
    ['admin', 'customers, sorted by name desc, page 500', '/api/customers?sort=name&order=desc&page=500'],
    ['admin', 'customers, sorted by last change desc', '/api/customers?sort=updatedAt&order=desc'],
    ['dealer', 'dealer: customers', '/api/customers'],
    [
      'dealer',
      'dealer: customers, search "Koval"',
      '/api/customers?search=Koval',
      plainCustomers({
        conditions: ['c.dealer_id = $2', customerSearch],
        values: ['%Koval%', BENCH_DEALER_ID],
      }),
    ],
    ['admin', 'customer by id', '/api/customers/4242'],
    ['admin', "customer's records", '/api/orders/main-orders?customerId=4242'],
    ['admin', "customer's figures", '/api/customers/4242/figures'],
    ['dealer', "dealer: customer's records", '/api/orders/main-orders?customerId=4201'],
    ['admin', 'possible duplicates, dealerId', '/api/customers/duplicates?dealerId=17'],
    ['dealer', 'dealer: possible duplicates', '/api/customers/duplicates'],
    ['admin', 'possible duplicates (every dealer)', '/api/customers/duplicates'],
  ],
  // Home (issue 27; docs/dashboard.md): every part an administrator, a production manager and a
  // dealer admin get, in at most three statements beside the token check.
  dashboard: [
    ['admin', 'dashboard: administrator', '/api/dashboard'],
    ['production', 'dashboard: production manager', '/api/dashboard'],
    ['dealer', 'dashboard: dealer admin', '/api/dashboard'],
    ['admin', 'overdue list: quotes', '/api/orders/main-orders?stage=quote&overdue=true'],
    ['admin', 'overdue list: production', '/api/orders/sub-orders?stage=production&overdue=true'],
    ['dealer', 'dealer: overdue list: order items', '/api/orders/sub-orders?overdue=true'],
  ],
  // The search box (issue 27; docs/search.md): a 2-, 3- and 8-character term and a customer's e-mail,
  // as an administrator (records, dealers, users) and as a dealer admin (their dealer's records and users).
  search: [
    ['admin', 'search "00" (2 characters)', '/api/search?q=00', plainSearch('00')],
    ['admin', 'search "999" (3 characters)', '/api/search?q=999', plainSearch('999')],
    ['admin', 'search "PO-54321" (8 characters)', '/api/search?q=PO-54321', plainSearch('PO-54321')],
    [
      'admin',
      'search a customer e-mail',
      '/api/search?q=customer4242%40example.test',
      plainSearch('customer4242@example.test'),
    ],
    ['dealer', 'dealer: search "00"', '/api/search?q=00', plainSearch('00', { dealerId: BENCH_DEALER_ID })],
    [
      'dealer',
      'dealer: search "999"',
      '/api/search?q=999',
      plainSearch('999', { dealerId: BENCH_DEALER_ID }),
    ],
    [
      'dealer',
      'dealer: search "PO-43486"',
      '/api/search?q=PO-43486',
      plainSearch('PO-43486', { dealerId: BENCH_DEALER_ID }),
    ],
    [
      'dealer',
      'dealer: search a customer e-mail',
      '/api/search?q=customer998994%40example.test',
      plainSearch('customer998994@example.test', { dealerId: BENCH_DEALER_ID }),
    ],
  ],
};
const everyShape = () => Object.values(groups).flat();
/** The groups that gather others' shapes: every one, or the sorted ones only. */
const gathered = {
  all: everyShape,
  sorted: () => everyShape().filter(([, , p]) => new URL(p, 'http://x').searchParams.has('sort')),
};
if (!(args.group in groups) && !(args.group in gathered))
  throw new Error(`--group must be one of ${[...Object.keys(groups), ...Object.keys(gathered)].join(', ')}`);
const shapes = (gathered[args.group]?.() ?? groups[args.group]).filter(
  ([, name, p]) => !args.only || name.includes(args.only) || p.includes(args.only),
);
/** Where a group's results go in BENCHMARKS.md (the sales lists keep their old marker). */
const groupMarker = args.marker ?? (args.group === 'sales' ? 'results' : args.group);

const round = (n, d = 1) => (Number.isFinite(n) ? Number(n.toFixed(d)) : null);

function startServer() {
  return forkBenchServer({
    env: { BENCH_DATABASE_URL: url, BENCH_WHAT_IF_COUNTS: WHAT_IF ? '1' : '0', BENCH_WORKERS: args.workers },
    execArgv: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
  });
}

/** Latencies (ms) and time taken of one measuring slice, summed over slices by `summary`. */
const emptySamples = () => ({ latencies: [], seconds: 0, non2xx: 0, errors: 0 });

function runAutocannon(target, token, duration, into = emptySamples()) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      { url: target, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        into.seconds += (performance.now() - started) / 1000;
        into.errors += result.errors + result.timeouts;
        resolve(into);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) into.latencies.push(responseTime);
      else into.non2xx++;
    });
  });
}

async function runSql(pool, queries, duration, into = emptySamples()) {
  const deadline = performance.now() + duration * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      const client = await pool.connect();
      try {
        for (const q of queries)
          await client.query({ name: q.name, text: q.text, values: q.values, rowMode: q.rowMode });
      } finally {
        client.release();
      }
      into.latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  into.seconds += (performance.now() - started) / 1000;
  return into;
}

function summary({ latencies, seconds, non2xx, errors }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    errors,
  };
}

/**
 * The API and the SQL of one shape, taking turns in `SLICES` slices of DURATION / SLICES seconds each:
 * on a machine shared with other work a burst of load then lands on both sides, not on one of them.
 * A shape's plain statements (`{ plain }`) take their turn in each slice too.
 */
async function measure(pool, target, token, queries, plain) {
  const api = emptySamples();
  const sql = emptySamples();
  const plainSql = plain ? emptySamples() : undefined;
  for (let slice = 0; slice < SLICES; slice++) {
    await runAutocannon(target, token, DURATION / SLICES, api);
    await runSql(pool, queries, DURATION / SLICES, sql);
    if (plain) await runSql(pool, plain, DURATION / SLICES, plainSql);
  }
  return { api: summary(api), sql: summary(sql), plain: plainSql && summary(plainSql) };
}

/**
 * Runs a shape's plain statements once and says where their answer differs from the API's: the
 * page's ids (a first statement with an `id` column) and the count (a statement of one row and one
 * column), when the API answered a list (`data` and `pagination.count`). A warning, not a failure:
 * it catches a hand-written statement that answers another page.
 */
async function checkPlain(pool, plain, body) {
  const answers = [];
  for (const q of plain) answers.push((await pool.query({ text: q.text, values: q.values })).rows);
  const problems = [];
  if (
    Array.isArray(body?.data) &&
    body.data.every((r) => r && 'id' in r) &&
    answers[0]?.[0] &&
    'id' in answers[0][0]
  ) {
    const plainIds = answers[0].map((r) => r.id).join(',');
    const apiIds = body.data.map((r) => r.id).join(',');
    if (plainIds !== apiIds) problems.push(`page ids ${plainIds} against the API's ${apiIds}`);
  }
  const counts = answers.filter((rows) => rows.length === 1 && Object.keys(rows[0]).length === 1);
  if (typeof body?.pagination?.count === 'number' && counts.length) {
    const count = Number(Object.values(counts[0][0])[0]);
    if (count !== body.pagination.count)
      problems.push(`count ${count} against the API's ${body.pagination.count}`);
  }
  return problems;
}

async function machine(pool) {
  const { rows } = await pool.query(`
    select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers,
      (select count(*) from dealers)::int as dealers, (select count(*) from users)::int as users,
      (select count(*) from customers)::int as customers,
      (select count(*) from orders where main_order_id is null)::int as main_orders,
      (select count(*) from orders where main_order_id is not null)::int as sub_orders,
      (select count(*) from items)::int as items,
      pg_size_pretty(pg_database_size(current_database())) as database_size`);
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    ram: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: rows[0].version,
    sharedBuffers: rows[0].shared_buffers,
    loadBefore: loadNow(),
    dataset: rows[0],
  };
}

/** The product's SQL p95 against its plain statements' (issue 27), or undefined without them. */
const plainFactorOf = (r) => (r.plain ? r.sql.p95 / r.plain.p95 : undefined);

function table(results) {
  const head =
    '| Shape | Rows (count) | Statements | API p50 ms | API p95 ms | API p99 ms | API req/s | SQL p95 ms | SQL req/s | API/SQL req/s | API/SQL p95 | req/s ≥ 70 % | p95 ≤ 1.5× | plain SQL p95 ms | SQL/plain p95 | SQL ≤ 2× plain |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:--:|:--:|---:|---:|:--:|';
  const lines = results.map((r) => {
    const p95Factor = r.api.p95 / r.sql.p95;
    const ratioText = r.ratio >= TARGET_RATIO ? 'met' : `**missed** (${round(r.ratio * 100, 0)} %)`;
    const p95Text = p95Factor <= TARGET_P95_FACTOR ? 'met' : `**missed** (${round(p95Factor, 2)}×)`;
    const plainFactor = plainFactorOf(r);
    const plainText =
      plainFactor === undefined
        ? '–'
        : plainFactor <= TARGET_PLAIN_FACTOR
          ? 'met'
          : `**missed** (${round(plainFactor, 2)}×)`;
    const plainCells = r.plain ? `${round(r.plain.p95)} | ${round(plainFactor, 2)}` : '– | –';
    const errors = r.api.non2xx || r.api.errors ? ` ⚠ ${r.api.non2xx} non-2xx, ${r.api.errors} errors` : '';
    const differs = r.plainProblems?.length ? ` ⚠ plain SQL: ${r.plainProblems.join('; ')}` : '';
    return `| ${r.name}${errors}${differs} | ${r.rows} (${r.count ?? '?'}) | ${r.queries.length} | ${round(r.api.p50)} | ${round(r.api.p95)} | ${round(r.api.p99)} | ${round(r.api.rps, 0)} | ${round(r.sql.p95)} | ${round(r.sql.rps, 0)} | ${round(r.ratio, 2)} | ${round(p95Factor, 2)} | ${ratioText} | ${p95Text} | ${plainCells} | ${plainText} |`;
  });
  return [head, sep, ...lines].join('\n');
}

/** How many shapes met each target, for the end of the printed report. */
function verdicts(results) {
  const count = (test) => results.filter(test).length;
  const withPlain = results.filter((r) => r.plain);
  return [
    `API req/s ≥ ${TARGET_RATIO * 100} % of SQL: ${count((r) => r.ratio >= TARGET_RATIO) === results.length ? 'PASS' : 'FAIL'} (${count((r) => r.ratio >= TARGET_RATIO)} of ${results.length})`,
    `API p95 ≤ ${TARGET_P95_FACTOR}× SQL: ${count((r) => r.api.p95 / r.sql.p95 <= TARGET_P95_FACTOR) === results.length ? 'PASS' : 'FAIL'} (${count((r) => r.api.p95 / r.sql.p95 <= TARGET_P95_FACTOR)} of ${results.length})`,
    `SQL p95 ≤ ${TARGET_PLAIN_FACTOR}× plain SQL: ${count((r) => plainFactorOf(r) <= TARGET_PLAIN_FACTOR) === withPlain.length ? 'PASS' : 'FAIL'} (${count((r) => plainFactorOf(r) <= TARGET_PLAIN_FACTOR)} of ${withPlain.length} shapes with plain SQL)`,
  ];
}

/** The load averages (1, 5, 15 min) as `uptime` shows them: the cores are shared with other work. */
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  // The server's own session settings (no JIT), so that both sides plan the same statements alike.
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: POSTGRES_SESSION_OPTIONS });
  const info = await machine(pool);
  if (info.dataset.main_orders === 0)
    throw new Error('the database is empty: run `node bench/seed.mjs` first');
  if (WHAT_IF && !(await pool.query(`select to_regclass('order_counts') as t`)).rows[0].t)
    throw new Error(
      '--what-if-counts needs the order_counts table of migration 0003_order_counts: run `node bench/seed.mjs`',
    );
  console.log(JSON.stringify(info, null, 2));

  const { child, baseUrl, waitFor } = await startServer();
  const results = [];
  try {
    const tokens = {
      admin: await signIn(baseUrl, ADMIN_EMAIL),
      dealer: await signIn(baseUrl, DEALER_EMAIL),
      production: await signIn(baseUrl, PRODUCTION_EMAIL),
    };
    for (const [who, name, pathAndQuery, extra] of shapes) {
      const target = `${baseUrl}${pathAndQuery}`;
      const headers = { authorization: `Bearer ${tokens[who]}` };
      // One request with the server recording its SQL (after the previous shape's last answers).
      await new Promise((resolve) => setTimeout(resolve, 500));
      child.send({ type: 'capture-start' });
      await waitFor('capture-started');
      const response = await fetch(target, { headers });
      const body = await response.json();
      child.send({ type: 'capture-stop' });
      const { queries } = await waitFor('captured');
      if (!response.ok) {
        console.log(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 300)} (skipped)`);
        results.push({ who, name, path: pathAndQuery, skipped: `${response.status}` });
        continue;
      }
      const plainProblems = extra?.plain ? await checkPlain(pool, extra.plain, body) : [];
      if (plainProblems.length) console.log(`${name}: the plain SQL differs: ${plainProblems.join('; ')}`);
      await runAutocannon(target, tokens[who], 1); // warm-up
      const { api, sql, plain } = await measure(pool, target, tokens[who], queries, extra?.plain);
      const result = {
        who,
        name,
        path: pathAndQuery,
        // A list's page, or the search's groups together.
        rows: Array.isArray(body.data)
          ? body.data.length
          : Object.values(body.data ?? {}).reduce((n, v) => n + (Array.isArray(v) ? v.length : 0), 0),
        count: body.pagination?.count,
        queries,
        api,
        sql,
        ratio: api.rps / sql.rps,
        ...(plain ? { plain, plainQueries: extra.plain, plainProblems } : {}),
      };
      results.push(result);
      const plainText = plain
        ? ` | plain SQL p95 ${round(plain.p95)} ms, SQL/plain ${round(plainFactorOf(result), 2)} ${plainFactorOf(result) <= TARGET_PLAIN_FACTOR ? 'PASS' : 'FAIL'}`
        : '';
      console.log(
        `${name}: API p95 ${round(api.p95)} ms, ${round(api.rps, 0)} req/s | SQL (${queries.length} statements) p95 ${round(sql.p95)} ms, ${round(sql.rps, 0)} req/s | ratio ${round(result.ratio, 2)}${plainText}`,
      );
    }
  } finally {
    child.send({ type: 'close' });
    await pool.end();
  }

  info.loadAfter = loadNow();
  const measured = results.filter((r) => !r.skipped);
  const skipped = results.filter((r) => r.skipped);
  const report = [
    `Run at ${new Date().toISOString()}: \`node bench/run.mjs --duration ${DURATION} --connections ${CONNECTIONS} --slices ${SLICES}${args.workers === '1' ? '' : ` --workers ${args.workers}`}${args.group === 'sales' ? '' : ` --group ${args.group}`}${args.marker ? ` --marker ${args.marker}` : ''}${WHAT_IF ? ' --what-if-counts' : ''}\`.`,
    ...(WHAT_IF
      ? [
          '',
          "**What-if run**: the server's list counts without a search were rewritten on the fly to read the `order_counts` table (migration `0003_order_counts`); everything else is the server as committed.",
        ]
      : []),
    '',
    `- Machine: ${info.cpu}, ${info.ram} RAM, ${info.os}; load average (1, 5, 15 min) ${info.loadBefore} before the run and ${info.loadAfter} after it (the cores are shared with other work, so figures are noisy).`,
    `- Node ${info.node}; PostgreSQL ${info.postgres} (shared_buffers ${info.sharedBuffers}), same machine, over TCP on 127.0.0.1.`,
    `- Dataset: ${info.dataset.main_orders.toLocaleString('en')} main orders, ${info.dataset.sub_orders.toLocaleString('en')} sub-orders, ${info.dataset.items.toLocaleString('en')} items, ${info.dataset.dealers} dealers, ${info.dataset.users} users, ${info.dataset.customers} customers; database ${info.dataset.database_size}.`,
    `- API: autocannon, ${CONNECTIONS} connections, ${DURATION} s per shape after a 1 s warm-up, taking turns with the SQL in ${SLICES} slices of ${round(DURATION / SLICES)} s; the server is the built api-server (\`startServer\`, its pool has 10 connections)${args.workers === '1' ? '' : `, in ${args.workers} processes (node:cluster) sharing the port, ${10 * Number(args.workers)} connections in all`}. SQL: the statements the server ran for one such request, replayed in order on one connection of a \`pg.Pool\` of ${CONNECTIONS}, ${CONNECTIONS} concurrent clients, ${DURATION} s in the same slices; a named prepared statement (the token check) is replayed under its name; both sides' sessions run without JIT (\`POSTGRES_SESSION_OPTIONS\`).`,
    `- Targets (issue 12): API req/s ≥ ${TARGET_RATIO * 100} % of SQL req/s; API p95 ≤ ${TARGET_P95_FACTOR}× SQL p95. "Statements": what the server ran for one request, the token check included, and what the SQL side replays. Issue 27: for a shape with plain SQL (the plainest statements that answer the same page and count, written by hand in \`bench/run.mjs\`, replayed in the same slices), the SQL side's p95 ≤ ${TARGET_PLAIN_FACTOR}× the plain SQL's.`,
    '',
    table(measured),
    '',
    ...verdicts(measured).map((line) => `- ${line}`),
    ...(skipped.length
      ? [
          '',
          'Not measured (the endpoint did not answer 200):',
          ...skipped.map((r) => `- ${r.name} \`${r.path}\`: ${r.skipped}`),
        ]
      : []),
    '',
    '<details><summary>The SQL of each shape (as the server ran it for one request)</summary>',
    '',
    ...measured.flatMap((r) => [
      `**${r.name}** — \`GET ${r.path}\` as ${r.who}`,
      '',
      '```sql',
      ...r.queries.map(
        (q) => `${q.text.trim()};${q.values?.length ? ` -- ${JSON.stringify(q.values)}` : ''}`,
      ),
      '```',
      '',
      ...(r.plainQueries
        ? [
            'Plain SQL:',
            '',
            '```sql',
            ...r.plainQueries.map(
              (q) => `${q.text.trim()};${q.values?.length ? ` -- ${JSON.stringify(q.values)}` : ''}`,
            ),
            '```',
            '',
          ]
        : []),
    ]),
    '</details>',
  ].join('\n');
  console.log('\n' + table(measured));
  console.log('\n' + verdicts(measured).join('\n'));

  // bench/data/ is git-ignored (and so skipped by prettier and eslint) by the root .gitignore.
  mkdirSync(path.join(here, 'data'), { recursive: true });
  writeFileSync(
    path.join(here, 'data', WHAT_IF ? 'results-what-if.json' : `${groupMarker}.json`),
    JSON.stringify({ info, results }, null, 2) + '\n',
  );
  if (!args['no-write']) {
    await writeBenchmarksSection(WHAT_IF ? 'what-if' : groupMarker, report);
  }
}

await main();
