import {
  array,
  coerce,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { administrationAccess } from './administration.js';
import {
  AccountType,
  UserStatus,
  withoutControlCharacters,
  type AccountType as AccountKind,
} from './common.js';
import { customerAccess } from './customers.js';
import { dealerAccess, DealerStatus } from './dealers.js';
import { documented } from './json-schema.js';
import { OrderStage, OrderStatus, Ref } from './orders.js';
import { mayAccess, type AccessRule, type PermissionKey } from './permissions.js';
import { recordAccess, recordKinds } from './sales-flow.js';

// The one search box (issue 27; docs/search.md): `GET /search?q=&limit=` finds sales records,
// customers (issue 42), dealers and users at once, each group only for whom may open what it leads to.

/** The term's length once trimmed: from 2 characters (docs/search.md "Short terms"), at most 100. */
export const searchTermLength = { min: 2, max: 100 } as const;

/** Results per group: 5 unless asked, at most 20. */
export const searchLimit = { default: 5, max: 20 } as const;

/**
 * The term, trimmed: 2 to 100 characters, no control characters (PostgreSQL's text holds no NUL, and
 * nobody types the others into a search box).
 */
const SearchTerm = documented(
  coerce(
    refine(string(), 'q', (value) => {
      if (value.length < searchTermLength.min) return `Must be at least ${searchTermLength.min} characters.`;
      if (value.length > searchTermLength.max) return `Must be at most ${searchTermLength.max} characters.`;
      return withoutControlCharacters(value);
    }),
    string(),
    (value) => value.trim(),
  ),
  { minLength: searchTermLength.min, maxLength: searchTermLength.max },
);

const SearchLimitParam = documented(
  coerce(
    refine(integer(), 'limit', (n) =>
      n >= 1 && n <= searchLimit.max ? true : `Must be from 1 to ${searchLimit.max}.`,
    ),
    pattern(string(), /^\d{1,3}$/),
    Number,
  ),
  { minimum: 1, maximum: searchLimit.max, default: searchLimit.default },
);

export const SearchQuery = object({
  /** What to look for: a part of a number, a name or an e-mail (docs/search.md "What it finds"). */
  q: SearchTerm,
  /** At most this many results in each group. */
  limit: optional(SearchLimitParam),
});
export type SearchQuery = Infer<typeof SearchQuery>;

/* ---------- who gets each group ---------- */

export const searchGroups = ['records', 'customers', 'dealers', 'users'] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** A group's rule, and the account type it is for when only one has the pages it leads to. */
export interface SearchGroupAccess {
  readonly type?: AccountKind;
  readonly rule: AccessRule;
}

/**
 * Who gets each group of an answer: the rule of the pages its results lead to, read from the access
 * tables that guard those pages (the app's `pageAccess` holds the same rows), so that a result is
 * found only by whom may open it. The records, the customers and the users are in the caller's scope
 * (a dealer user: their own dealer's).
 */
export const searchAccess = {
  /** Quotes, pre-orders, orders and sub-orders: whoever may read the sales records. */
  records: { rule: recordAccess.read },
  /** Customers (issue 42): whoever may open the directory and a customer's page, both account types. */
  customers: { rule: customerAccess.readCustomers },
  /** Dealers: the organization's users who may open the dealers list and a dealer's profile. */
  dealers: { type: 'organization', rule: dealerAccess.readDealer.organization },
  /** Users: whoever may list users (an organization's every user, a dealer admin their dealer's). */
  users: { rule: administrationAccess.readUsers },
} as const satisfies Record<SearchGroup, SearchGroupAccess>;

/** The groups a user of this type holding these keys gets, in the answer's order. */
export function searchGroupsFor(user: {
  type: AccountKind;
  has: (key: PermissionKey) => boolean;
}): SearchGroup[] {
  return searchGroups.filter((group) => {
    const access: SearchGroupAccess = searchAccess[group];
    return (access.type === undefined || access.type === user.type) && mayAccess(access.rule, user);
  });
}

/* ---------- the answer ---------- */

const SearchRecordKind = enums(recordKinds);

/** A quote, pre-order or order (a main order) or a sub-order, as a result shows it. */
export const SearchRecord = type({
  /** The record's id. */
  id: integer(),
  /** `main` (a quote, pre-order or order) or `sub` (a sub-order). */
  kind: SearchRecordKind,
  /** Its transaction number. */
  orderNumber: string(),
  /** A main order's own; a sub-order has none. */
  referenceNumber: nullable(string()),
  /** The customer of the record (a sub-order's: its main order's). */
  customer: type({
    /** The customer's name; null when not given. */
    name: nullable(string()),
    /** The customer's e-mail address; null when not given. */
    email: nullable(string()),
  }),
  /** Where it is in the sales flow. */
  stage: OrderStage,
  /** Its status. */
  status: OrderStatus,
  /** Its dealer; null until assigned. */
  dealer: nullable(Ref),
  /** A sub-order's main order, whose page shows it; null for a main order. */
  mainOrder: nullable(
    type({
      /** The main order's id. */
      id: integer(),
      /** Its transaction number. */
      orderNumber: string(),
      /** Its stage: where its page is. */
      stage: OrderStage,
    }),
  ),
});
export type SearchRecord = Infer<typeof SearchRecord>;

/** A customer of the directory (issue 42), as a result shows it. */
export const SearchCustomer = type({
  /** The customer's id. */
  id: integer(),
  /** A person's or a company's name. */
  name: string(),
  /** Their e-mail address; null when not given. */
  email: nullable(string()),
  /** Their phone number, else their mobile (as the directory shows it); null when neither is given. */
  phone: nullable(string()),
  /** The dealer whose customer it is; null: the organization's own. */
  dealer: nullable(Ref),
});
export type SearchCustomer = Infer<typeof SearchCustomer>;

export const SearchDealer = type({
  /** The dealer's id. */
  id: integer(),
  /** Its name. */
  name: string(),
  /** Its status. */
  status: DealerStatus,
  /** The contact's e-mail, or the responsible contact's when it has none. */
  email: nullable(string()),
});
export type SearchDealer = Infer<typeof SearchDealer>;

export const SearchUser = type({
  /** The user's id. */
  id: integer(),
  /** Their name. */
  name: string(),
  /** Their e-mail address. */
  email: string(),
  /** `organization` or `dealer`. */
  type: AccountType,
  /** Their status. */
  status: UserStatus,
  /** A dealer user's dealer; null for an organization user. */
  dealer: nullable(Ref),
});
export type SearchUser = Infer<typeof SearchUser>;

/**
 * `GET /search`: each group the caller gets (`searchAccess`), best matches first (exact, then the
 * start of a field, then anywhere in it; newest first within each); a group the caller does not get
 * is left out, so that "not yours to search" is told from "nothing found".
 */
export const SearchResponse = type({
  /** The groups the caller gets. */
  data: type({
    /** Quotes, pre-orders, orders and sub-orders by number, reference or customer. */
    records: optional(array(SearchRecord)),
    /** Customers of the directory by name, e-mail, phone or mobile. */
    customers: optional(array(SearchCustomer)),
    /** Dealers by name or e-mail. */
    dealers: optional(array(SearchDealer)),
    /** Users by name or e-mail. */
    users: optional(array(SearchUser)),
    /**
     * The groups with more matches than the search ranks (a broad term such as "Customer" on a
     * million records): their results are the best of the first matches found; a longer term narrows.
     */
    capped: optional(array(enums(searchGroups))),
  }),
});
export type SearchResponse = Infer<typeof SearchResponse>;
export type SearchResults = SearchResponse['data'];
