// The one search box (issue 27; docs/search.md): the sales records, customers, dealers and users that
// match a term, each group's best first, in one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import {
  searchGroups,
  type SearchCustomer,
  type SearchDealer,
  type SearchGroup,
  type SearchRecord,
  type SearchUser,
} from '@doorline/api-client';
import { given, likeEscaped, reusedStatement } from './rows.js';
import { scopeValues, scopeWhere, type DealerScope } from './scope.js';

/** The groups one search reads: those the caller gets (the contract's `searchAccess`). */
export interface SearchFilter {
  term: string;
  limit: number;
  records: boolean;
  customers: boolean;
  dealers: boolean;
  users: boolean;
  scope: DealerScope;
}

/**
 * A term shorter than this matches by the start of a field only (docs/search.md "Short terms"):
 * pg_trgm indexes a two-character prefix (its padded trigrams "  a", " ab") but no two-character
 * infix, which would read every row.
 */
export const CONTAINS_FROM = 3;

/**
 * At most this many matches of a group are ranked (docs/search.md "Broad terms"): a term that matches
 * more (the bench's "Customer", a million records) ranks the first this many found, and the answer
 * says so (`capped`), so that such a term costs a bounded read rather than every match.
 */
export const SEARCH_CANDIDATE_CAP = 30_000;

/** The values of the statement's placeholders; which are given decides its shape (`reusedStatement`). */
function searchValues(filter: SearchFilter) {
  const term = likeEscaped(filter.term);
  const short = filter.term.length < CONTAINS_FROM;
  return {
    records: filter.records || undefined,
    customers: filter.customers || undefined,
    dealers: filter.dealers || undefined,
    users: filter.users || undefined,
    ...scopeValues(filter.scope),
    exact: term,
    prefix: `${term}%`,
    // A short term: the start of a field only.
    contains: short ? undefined : `%${term}%`,
    email: filter.term.toLowerCase(),
    emailPrefix: `${term.toLowerCase()}%`,
    limit: filter.limit,
    cap: SEARCH_CANDIDATE_CAP + 1,
  };
}

type SearchValues = ReturnType<typeof searchValues>;

const p = (name: keyof SearchValues) => sql.placeholder(name);

/** How well a field matched: 0 the whole of it, 1 its start, 2 anywhere in it. */
function rank(fields: { ilike: SQL[]; email?: SQL }): SQL {
  const exact = fields.ilike.map((field) => sql`${field} ilike ${p('exact')}`);
  const prefix = fields.ilike.map((field) => sql`${field} ilike ${p('prefix')}`);
  if (fields.email) {
    exact.push(sql`lower(${fields.email}) = ${p('email')}`);
    prefix.push(sql`lower(${fields.email}) like ${p('emailPrefix')}`);
  }
  return sql`case when ${sql.join(exact, sql` or `)} then 0 when ${sql.join(prefix, sql` or `)} then 1 else 2 end`;
}

/** Whether a field matches the term: anywhere in it, or its start for a short term. */
const matches = (values: SearchValues, field: SQL) =>
  sql`${field} ilike ${given(values.contains) ? p('contains') : p('prefix')}`;

/**
 * A group's candidates: its matches with their rank, at most the cap of them, read once
 * (MATERIALIZED) for both the group's best and its `capped` flag.
 */
const candidates = (name: string, union: SQL) =>
  sql`${sql.raw(name)} as materialized (select * from (${union}) c limit ${p('cap')})`;

/** A dealer user's rows only: the scope's condition (`scopeWhere`) on a column of the written-out SQL. */
const scoped = (values: SearchValues, column: SQL) => {
  const condition = scopeWhere(column, values);
  return condition ? sql` and ${condition}` : sql``;
};

/**
 * Records: a main order by its number, reference, customer name (anywhere in them) or customer
 * e-mail (its start: docs/search.md "E-mails"); a sub-order by its number. A short term: the start
 * of a number only. Each kind on its own partial indexes (migrations 0006 and 0011).
 */
function recordCandidates(values: SearchValues): SQL {
  const number = sql`o.order_number`;
  const main: SQL[] = [matches(values, number)];
  let mainRank = rank({ ilike: [number] });
  if (given(values.contains)) {
    const [reference, name, email] = [
      sql`o.reference_number`,
      sql`(o.customer_contact ->> 'name')`,
      sql`(o.customer_contact ->> 'email')`,
    ];
    main.push(
      matches(values, reference),
      matches(values, name),
      sql`lower(${email}) like ${p('emailPrefix')}`,
    );
    mainRank = rank({ ilike: [number, reference, name], email });
  }
  return candidates(
    'record_hits',
    sql`select o.id, o.created_at, ${mainRank} as rank from orders o
        where o.main_order_id is null${scoped(values, sql`o.dealer_id`)} and (${sql.join(main, sql` or `)})
      union all
      select o.id, o.created_at, ${rank({ ilike: [number] })} from orders o
        where o.main_order_id is not null${scoped(values, sql`o.dealer_id`)} and ${matches(values, number)}`,
  );
}

const recordsJson = sql`(select coalesce(json_agg(json_build_object(
    'id', o.id, 'kind', case when o.main_order_id is null then 'main' else 'sub' end,
    'orderNumber', o.order_number, 'referenceNumber', o.reference_number,
    'customer', json_build_object(
      'name', coalesce(mo.customer_contact, o.customer_contact) ->> 'name',
      'email', coalesce(mo.customer_contact, o.customer_contact) ->> 'email'),
    'stage', o.stage, 'status', o.status,
    'dealer', case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end,
    'mainOrder', case when mo.id is null then null
      else json_build_object('id', mo.id, 'orderNumber', mo.order_number, 'stage', mo.stage) end
  ) order by top.rank, top.created_at desc, top.id desc), '[]'::json)
  from (select * from record_hits order by rank, created_at desc, id desc limit ${p('limit')}) top
  join orders o on o.id = top.id
  left join orders mo on mo.id = o.main_order_id
  left join dealers d on d.id = o.dealer_id)`;

/**
 * Customers (issue 42), as the directory finds them: by name, e-mail, phone or mobile (anywhere in
 * them, on their trigram indexes of migration 0020), a dealer user their dealer's.
 */
function customerCandidates(values: SearchValues): SQL {
  const fields = [sql`c.name`, sql`c.email`, sql`c.phone`, sql`c.mobile`];
  return candidates(
    'customer_hits',
    sql`select c.id, c.created_at, ${rank({ ilike: fields })} as rank from customers c
      where true${scoped(values, sql`c.dealer_id`)} and (${sql.join(
        fields.map((field) => matches(values, field)),
        sql` or `,
      )})`,
  );
}

const customersJson = sql`(select coalesce(json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'email', c.email, 'phone', coalesce(c.phone, c.mobile),
    'dealer', case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end
  ) order by top.rank, top.created_at desc, top.id desc), '[]'::json)
  from (select * from customer_hits order by rank, created_at desc, id desc limit ${p('limit')}) top
  join customers c on c.id = top.id
  left join dealers d on d.id = c.dealer_id)`;

/** Dealers, deleted ones aside (as the dealers list): by name or either contact's e-mail. */
function dealerCandidates(values: SearchValues): SQL {
  const fields = [sql`d.name`, sql`(d.contact ->> 'email')`, sql`(d.responsible_contact ->> 'email')`];
  return candidates(
    'dealer_hits',
    sql`select d.id, d.created_at, ${rank({ ilike: fields })} as rank from dealers d
      where d.status <> 'deleted' and (${sql.join(
        fields.map((field) => matches(values, field)),
        sql` or `,
      )})`,
  );
}

const dealersJson = sql`(select coalesce(json_agg(json_build_object(
    'id', d.id, 'name', d.name, 'status', d.status,
    'email', coalesce(d.contact ->> 'email', d.responsible_contact ->> 'email')
  ) order by top.rank, top.created_at desc, top.id desc), '[]'::json)
  from (select * from dealer_hits order by rank, created_at desc, id desc limit ${p('limit')}) top
  join dealers d on d.id = top.id)`;

/** Users, as the users list finds them (any status): by name or e-mail, a dealer user their dealer's. */
function userCandidates(values: SearchValues): SQL {
  const fields = [sql`u.name`, sql`u.email`];
  return candidates(
    'user_hits',
    sql`select u.id, u.created_at, ${rank({ ilike: fields })} as rank from users u
      where true${scoped(values, sql`u.dealer_id`)} and (${sql.join(
        fields.map((field) => matches(values, field)),
        sql` or `,
      )})`,
  );
}

const usersJson = sql`(select coalesce(json_agg(json_build_object(
    'id', u.id, 'name', u.name, 'email', u.email, 'type', u.type, 'status', u.status,
    'dealer', case when d.id is null then null else json_build_object('id', d.id, 'name', d.name) end
  ) order by top.rank, top.created_at desc, top.id desc), '[]'::json)
  from (select * from user_hits order by rank, created_at desc, id desc limit ${p('limit')}) top
  join users u on u.id = top.id
  left join dealers d on d.id = u.dealer_id)`;

/** Each group's candidates (a CTE of that name) and its best as JSON. */
const groups = {
  records: { hits: 'record_hits', candidates: recordCandidates, json: recordsJson },
  customers: { hits: 'customer_hits', candidates: customerCandidates, json: customersJson },
  dealers: { hits: 'dealer_hits', candidates: dealerCandidates, json: dealersJson },
  users: { hits: 'user_hits', candidates: userCandidates, json: usersJson },
} as const satisfies Record<SearchGroup, unknown>;

/** What a group answers: its best, and whether it had more matches than it ranks. */
export interface GroupHits<T> {
  items: T[];
  capped: boolean;
}

export interface SearchHits {
  records?: GroupHits<SearchRecord>;
  customers?: GroupHits<SearchCustomer>;
  dealers?: GroupHits<SearchDealer>;
  users?: GroupHits<SearchUser>;
}

/**
 * The groups of one search in one statement (docs/search.md "One statement"): each group's matches
 * with their rank, then its best `limit` (exact, then a field's start, then anywhere; newest first
 * within each) as JSON with what a result shows. Built once per shape (which groups, a dealer user's
 * scope, a short term) and run with the term's values (`reusedStatement`).
 */
export async function searchEverything(db: Queryable, filter: SearchFilter): Promise<SearchHits> {
  const values = searchValues(filter);
  const read = searchGroups.filter((group) => given(values[group]));
  const statement = reusedStatement(db, 'search', values, () => {
    const ctes = read.map((group) => groups[group].candidates(values));
    // One JSON object: each group read, `{ items, capped }`. The CTEs are the subquery's own.
    const fields = read.map((group) => {
      const { hits, json } = groups[group];
      return sql`${sql.raw(`'${group}'`)}, json_build_object('items', ${json},
        'capped', (select count(*) from ${sql.raw(hits)}) > ${SEARCH_CANDIDATE_CAP})`;
    });
    const head = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
    return db
      .select({ found: sql<SearchHits>`search.found` })
      .from(sql`(${head}select json_build_object(${sql.join(fields, sql`, `)}) as found) as search`);
  });
  const [row] = await statement.execute(values);
  return row!.found;
}
