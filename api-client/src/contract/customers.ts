import {
  array,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
  integer,
  number,
  type Infer,
} from 'superstruct';
import { text } from './account.js';
import {
  dataOf,
  EMAIL_PATTERN,
  SearchText,
  Timestamp,
  recordOf,
  withoutControlCharacters,
} from './common.js';
import { documented } from './json-schema.js';
import { defineList } from './lists.js';
import { newestFirst, Ref } from './orders.js';
import { BooleanParam, Id } from './params.js';
import type { AccessRule } from './permissions.js';

// The customer directory (issue 42; docs/permissions.md "Customers"): the people and companies a
// dealer (or the organization itself) sells to, each kept once, so that a customer's quotes, orders
// and history are found in one place. A dealer's customers are that dealer's: every read and write
// goes through the caller's scope, as the sales records' do.

/* ---------- who may do what ---------- */

/** The permission each customer task needs (docs/permissions.md "Customers"). */
export const customerAccess = {
  /** The directory, a customer's page and its history; a dealer user: the own dealer's customers. */
  readCustomers: 'customers.read',
  /** Create a customer and change one; a dealer user: for the own dealer only. */
  writeCustomers: 'customers.write',
  /** The possible duplicates and merging two customers into one; a dealer user: the own dealer's. */
  mergeCustomers: 'customers.merge',
  /** Import customers from a CSV or XLSX file; a dealer user: into the own dealer's directory. */
  importCustomers: 'customers.import',
} as const satisfies Record<string, AccessRule>;
export type CustomerTask = keyof typeof customerAccess;

/* ---------- the customer ---------- */

/** The longest each field may be: the contract's limit and the forms' `maxLength`. */
export const CUSTOMER_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  mobile: 50,
  street: 200,
  city: 100,
  postcode: 20,
  country: 100,
  note: 2000,
  tag: 40,
  tags: 20,
} as const;

/** Where a customer is; a part not given is an empty string. */
export const CustomerAddress = type({
  /** Street and house. */
  street: string(),
  /** The city or town. */
  city: string(),
  /** The postal code. */
  postcode: string(),
  /** The country. */
  country: string(),
});
export type CustomerAddress = Infer<typeof CustomerAddress>;

/** A customer as the directory and its page show it. */
export const Customer = type({
  /** The customer's id. */
  id: integer(),
  /** A person's or a company's name. */
  name: string(),
  /** Their e-mail address; null when not given. */
  email: nullable(string()),
  /** Their phone number; null when not given. */
  phone: nullable(string()),
  /** Their mobile number; null when not given. */
  mobile: nullable(string()),
  /** Their address. */
  address: CustomerAddress,
  /** What to remember about them. */
  note: string(),
  /** Words to group customers by, in the order given. */
  tags: array(string()),
  /** The dealer whose customer it is; null: the organization's own. */
  dealer: nullable(Ref),
  /** Who created it; null when that account is gone. */
  createdBy: nullable(Ref),
  /** When it was created. */
  createdAt: Timestamp,
  /** When it last changed. */
  updatedAt: Timestamp,
});
export type Customer = Infer<typeof Customer>;

/** What the directory sorts by: name, creation, last change. */
export const customerSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

/** One tag as typed: 1 to 40 characters, no control character. */
const Tag = documented(refine(size(string(), 1, CUSTOMER_LIMITS.tag), 'tag', withoutControlCharacters), {
  minLength: 1,
  maxLength: CUSTOMER_LIMITS.tag,
});

/** The customer directory (issue 42), declared once (`defineList`). */
export const customerList = defineList({
  key: 'customers',
  endpoints: { list: 'customers', export: 'exportCustomers' },
  path: '/customers',
  row: Customer,
  filters: {
    /** A part of the name, e-mail, phone or mobile, in any case. */
    search: optional(SearchText),
    /** Only this dealer's customers (the organization's filter). */
    dealerId: optional(Id),
    /** `true`: only the organization's own customers, of no dealer (a quote without a dealer picks from them). */
    withoutDealer: optional(BooleanParam),
    /** Only customers with this tag. */
    tag: optional(Tag),
  },
  search: ['name', 'e-mail', 'phone', 'mobile'],
  sortFields: customerSortFields,
  byDefault: newestFirst,
  scope: { dealerColumn: 'customers.dealer_id' },
  access: customerAccess.readCustomers,
  file: 'customers',
  columns: {
    name: { sort: 'name', fixed: true },
    email: {},
    phone: {},
    city: {},
    tags: {},
    dealer: {},
    created: { sort: 'createdAt' },
    updated: { sort: 'updatedAt' },
  },
});
/**
 * `GET /customers`: the directory, newest first unless sorted; a dealer user's holds their own
 * dealer's customers only.
 */
export const CustomersQuery = customerList.query;
export type CustomersQuery = Infer<typeof CustomersQuery>;
export const CustomersResponse = customerList.response;

export const CustomerParams = object({
  /** The customer's id. */
  id: Id,
});
export const CustomerResponse = recordOf(Customer);

/* ---------- create and change ---------- */

const optionalText = (max: number) => optional(nullable(size(string(), 0, max)));

const customerFields = {
  /** A person's or a company's name, 1 to 200 characters. */
  name: text(1, CUSTOMER_LIMITS.name, 'REQUIRED'),
  /** Their e-mail address; empty or null when not given. */
  email: optional(
    nullable(
      refine(size(string(), 0, CUSTOMER_LIMITS.email), 'email', (value) =>
        value === '' || EMAIL_PATTERN.test(value.trim()) ? true : 'EMAIL INVALID',
      ),
    ),
  ),
  /** Their phone number. */
  phone: optionalText(CUSTOMER_LIMITS.phone),
  /** Their mobile number. */
  mobile: optionalText(CUSTOMER_LIMITS.mobile),
  /** Their address; a part not given is empty. */
  address: optional(
    object({
      /** Street and house. */
      street: optionalText(CUSTOMER_LIMITS.street),
      /** The city or town. */
      city: optionalText(CUSTOMER_LIMITS.city),
      /** The postal code. */
      postcode: optionalText(CUSTOMER_LIMITS.postcode),
      /** The country. */
      country: optionalText(CUSTOMER_LIMITS.country),
    }),
  ),
  /** What to remember about them, up to 2,000 characters. */
  note: optionalText(CUSTOMER_LIMITS.note),
  /** Up to 20 tags of 1 to 40 characters each; repeated ones are kept once. */
  tags: optional(size(array(Tag), 0, CUSTOMER_LIMITS.tags)),
};

/**
 * `POST /customers`: a new customer. `dealerId`: whose customer it is; a dealer user's is always
 * their own dealer's (another dealer's id answers 400 naming `dealerId`); the organization's without
 * one (or null) is its own.
 */
export const CreateCustomerBody = object({
  ...customerFields,
  /** The dealer whose customer it is; null or absent: the organization's own (a dealer user's: theirs). */
  dealerId: optional(nullable(Id)),
});
export type CreateCustomerBody = Infer<typeof CreateCustomerBody>;

/** `PATCH /customers/{id}`: the fields to change; what is not given stays. */
export const UpdateCustomerBody = object({
  ...customerFields,
  /** The customer's name, when it changes. */
  name: optional(text(1, CUSTOMER_LIMITS.name, 'REQUIRED')),
});
export type UpdateCustomerBody = Infer<typeof UpdateCustomerBody>;

/** The success text of `POST /customers`. */
export const CUSTOMER_CREATED = 'Customer created';
/** The success text of `PATCH /customers/{id}`. */
export const CUSTOMER_UPDATED = 'Customer updated';
/** The success text of `POST /customers/{id}/merge`. */
export const CUSTOMERS_MERGED = 'Customers merged';
/** The success text of `POST /customers/{id}/not-duplicate`. */
export const MARKED_NOT_DUPLICATE = 'Marked as not a duplicate';
/** The success text of a customers' import run. */
export const CUSTOMERS_IMPORTED = 'Customers imported';

/* ---------- a customer's figures ---------- */

/**
 * What a customer's records are worth (its page): each main order's total after its discount, as the
 * record's own totals compute it, and the ordered value: the sum of its pre-orders' and orders' totals,
 * canceled ones aside (a quote is not ordered yet).
 */
export const CustomerFigures = type({
  /** Each of its quotes, pre-orders and orders (in the caller's scope), with its total. */
  records: array(
    type({
      /** The record's id. */
      id: integer(),
      /** Its total after the discount, in the organization's currency. */
      total: number(),
    }),
  ),
  /** The sum of its pre-orders' and orders' totals, canceled ones aside. */
  orderedValue: number(),
});
export type CustomerFigures = Infer<typeof CustomerFigures>;
export const CustomerFiguresResponse = dataOf(CustomerFigures);
