import { oneOf, documented } from './json-schema.js';
import {
  array,
  define,
  enums,
  integer,
  nullable,
  number,
  optional,
  record,
  refine,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';

/**
 * A message's code and parameters (`contract/messages.ts`), beside its English text: what a client
 * translates. The contract's own validation messages (a field required, a wrong type) have none.
 */
const MessageCode = {
  /** The message's code (`contract/messages.ts`), for a client to word it in its own language. */
  code: optional(string()),
  /** The values the message's words name (a field's limit, a permission's key), by name. */
  params: optional(record(string(), oneOf([string(), number()]))),
};

/** One field that failed validation: `path` is dot-separated (`contact.email`). */
export const FieldError = type({
  /** The field at fault, dot-separated (`contact.email`); `(root)` for the whole input. */
  path: string(),
  /** What is wrong with it, in English. */
  message: string(),
  ...MessageCode,
});
export type FieldError = Infer<typeof FieldError>;

/** Every error answer of the API: 400, 401, 403, 404, 409, 413, 429, 500 and 503. */
export const ErrorBody = type({
  /** What went wrong, in English. */
  message: string(),
  ...MessageCode,
  /** A 400's fields at fault, each with its own message. */
  error: optional(array(FieldError)),
  /** The request's id, as the server's log names it: what to quote when reporting a failure. */
  requestId: optional(string()),
});
export type ErrorBody = Infer<typeof ErrorBody>;

/** An e-mail address as every form and the server check it: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number: a plus sign then 10 to 15 digits (spec §5). */
export const PHONE_PATTERN = /^\+\d{10,15}$/;

/** A trimmed, syntactically valid e-mail address of at most 254 characters. */
export const Email = documented(
  refine(size(string(), 1, 254), 'email', (value) => (EMAIL_PATTERN.test(value) ? true : 'Invalid email')),
  { format: 'email', maxLength: 254 },
);

/** Digits only, exactly six of them: every one-time code of the product. */
export const OTP_PATTERN = /^\d{6}$/;

export const OtpCode = documented(
  refine(string(), 'otp', (value) => (OTP_PATTERN.test(value) ? true : 'Must be a 6-digit code')),
  { pattern: OTP_PATTERN.source },
);

/** A plus sign then 10 to 15 digits (spec §5). */
export const Phone = documented(
  refine(string(), 'phone', (value) =>
    PHONE_PATTERN.test(value) ? true : 'Enter phone number, like: +380501234567',
  ),
  { pattern: PHONE_PATTERN.source },
);

// eslint-disable-next-line no-control-regex -- exactly what it refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Refuses control characters in a search: nobody types them, and PostgreSQL's text holds no NUL (one
 * in a list's search answered 500).
 */
export const withoutControlCharacters = (value: string): true | string =>
  CONTROL_CHARACTER.test(value) ? 'Must not contain control characters.' : true;

/** A list's search as typed: at most 100 characters, none of them a control character. */
export const SearchText = documented(refine(size(string(), 0, 100), 'search', withoutControlCharacters), {
  maxLength: 100,
});

/** An ISO 8601 timestamp as the server sends it. */
export const Timestamp = string();

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id given in a path or query string ("12") or in JSON (12). */
export const PositiveIntParam = define<number>('positive integer', (value) => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID;
});

export const accountTypes = ['organization', 'dealer'] as const;
export const AccountType = enums(accountTypes);
export type AccountType = Infer<typeof AccountType>;

export const TwoFactorType = enums(['none', 'app', 'sms', 'email']);
export type TwoFactorType = Infer<typeof TwoFactorType>;

/** docs/permissions.md "User lifecycle"; inactive and deleted are set by administrators (issue 10). */
export const userStatuses = [
  'invited',
  'active',
  'suspended',
  'blocked',
  'pending_approval',
  'inactive',
  'deleted',
] as const;
export const UserStatus = enums(userStatuses);
/** Whether a value (a recorded one, say) is a user's status. */
export const isUserStatus = (value: unknown): value is UserStatus =>
  typeof value === 'string' && (userStatuses as readonly string[]).includes(value);
export type UserStatus = Infer<typeof UserStatus>;

/** A contact person and how to reach them (spec §3 "Contact"); a field not given is null. */
export const Contact = type({
  /** The person's name. */
  name: nullable(string()),
  /** Their e-mail address. */
  email: nullable(string()),
  /** Their phone number, `+` and 10 to 15 digits. */
  phone: nullable(string()),
  /** Their mobile number. */
  mobile: nullable(string()),
  /** Their fax number. */
  fax: nullable(string()),
});
export type Contact = Infer<typeof Contact>;

/** Where a page is in its list. */
export const Pagination = type({
  /** The page's number, from 1. */
  page: integer(),
  /** The most rows a page holds. */
  limit: integer(),
  /** How many rows match, on every page together. */
  count: integer(),
});
export type Pagination = Infer<typeof Pagination>;

/** The direction of a list's sort (issue 27). */
export const sortOrders = ['asc', 'desc'] as const;
export const SortOrder = enums(sortOrders);
export type SortOrder = Infer<typeof SortOrder>;

/**
 * A list's `sort` and `order` query parameters (issue 27), from the list's one definition of its
 * sortable fields (`orderSortFields`, `userSortFields` …): `sort` one of them, `order` ascending (the
 * default) or descending. Ties are broken by the id in the same direction; an empty value counts as
 * the largest (last ascending, first descending). Without `sort` the list keeps its default order and
 * `order` is ignored. Any other field answers 400 naming `sort`.
 */
export function sortQuery<const F extends string>(fields: readonly F[]) {
  return {
    /** The field the rows are sorted by; without it, the list's default order. */
    sort: optional(enums(fields)),
    /** `asc` (the default) or `desc`; read only with `sort`. */
    order: optional(SortOrder),
  };
}

/** The sort a list's query asks for, or undefined for the list's default order. */
export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

export function sortOf<F extends string>(query: {
  sort?: F | undefined;
  order?: SortOrder | undefined;
}): ListSort<F> | undefined {
  return query.sort ? { field: query.sort, order: query.order ?? 'asc' } : undefined;
}

/** `{ data: [...], pagination }`, the answer of every list endpoint. */
export function listOf<T, S>(item: Struct<T, S>) {
  return type({
    /** The page's rows, in the list's order. */
    data: array(item),
    /** Which page this is, its size, and how many rows match in all. */
    pagination: Pagination,
  });
}

/** `{ data }`, the answer of every single-record endpoint. */
export function dataOf<T, S>(item: Struct<T, S>) {
  return type({
    /** What was asked for. */
    data: item,
  });
}

/** `{ message, data }`, the answer of a change: what was done, and what it made or changed. */
export function doneOf<T, S>(item: Struct<T, S>) {
  return type({
    /** What was done, in English. */
    message: string(),
    /** What the change made or changed, as it is now. */
    data: item,
  });
}

/** `{ message?, data }`, a record's answer: `message` says what was done when the request changed it. */
export function recordOf<T, S>(item: Struct<T, S>) {
  return type({
    /** What was done, in English, when the request changed the record; absent when it only read it. */
    message: optional(string()),
    /** The record, as it is now. */
    data: item,
  });
}
