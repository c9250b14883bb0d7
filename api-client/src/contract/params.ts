// The values a path or a query string carries as text: ids, flags and a list's page. Apart from
// common.ts, which the sign-in page loads: it needs none of them.
import { boolean, coerce, enums, integer, optional, pattern, refine, string } from 'superstruct';
import { MAX_ID } from './common.js';

/** A positive integer id from a path, a query string ("12") or JSON (12), given as a number. */
export const Id = coerce(
  refine(integer(), 'id', (n) => (n > 0 && n <= MAX_ID ? true : 'Must be a positive id')),
  pattern(string(), /^\d{1,10}$/),
  (value) => Number(value),
);

/** `?isSubOrder=true` acts on a sub-order (spec §7). */
export const BooleanParam = coerce(boolean(), enums(['true', 'false']), (value) => value === 'true');

/** A list's page: page from 1, limit 1..100 (spec §9: 5, 10, 25, 50, 100 offered; default 5). */
export const pageQuery = {
  /** The page to answer, from 1 (the first when not given). */
  page: optional(Id),
  /** The most rows a page holds, 1 to 100 (5 when not given). */
  limit: optional(
    coerce(
      refine(integer(), 'limit', (n) => n >= 1 && n <= 100),
      pattern(string(), /^\d{1,3}$/),
      Number,
    ),
  ),
};
