// Re-pricing a quote to today's list (issue 43, part 5; docs/decisions.md "Issue 43, part 5:
// re-pricing a quote (the decisions)"): a preview of every line's price now and today, line by line,
// then the explicit action that applies it, taking back the version the preview priced from. A module
// of its own, loaded with its first call (`lazyEndpointModules`); the server binds it as the area
// `reprice`.
import { array, enums, integer, nullable, number, object, string, type, type Infer } from 'superstruct';
import { dataOf, FieldError } from './common.js';
import { endpoint } from './endpoint.js';
import { DoorLabel, IdParams, OrderDetailsResponse } from './orders.js';
import { Id } from './params.js';
import { Names } from './prices.js';
import { recordAccess } from './sales-flow.js';

/** A line of the preview: its price now and today's, and its amount after its line discount, before and after. */
export const RepriceLine = type({
  /** The line's number on the quote, from 1, in the items' order. */
  line: integer(),
  /** The item's id. */
  itemId: integer(),
  /** `free` (never re-priced: shown unchanged) or `configured` (a door, priced again from today's list). */
  kind: enums(['free', 'configured']),
  /** The item's description as stored now. */
  description: string(),
  /** A door's line, for the reader's language (`Item.door`); null for a free item. */
  door: nullable(DoorLabel),
  /** The price stored on the item now. */
  price: number(),
  /** Today's price: the same as `price` for a free item; null when the door cannot be made or priced today. */
  newPrice: nullable(number()),
  /** `newPrice` less `price`, signed; null when the door cannot be made or priced today. */
  difference: nullable(number()),
  /** The line's discount by hand, in percent: kept by re-pricing. */
  discountPercent: number(),
  /** The line's amount now: its price less its discount. */
  amount: number(),
  /** The line's amount after re-pricing, its discount kept; null when the door cannot be made today. */
  newAmount: nullable(number()),
  /**
   * Why the door cannot be made or priced today, each naming its field as the refused apply does
   * (`items.1.configuration.width`); none: it can be re-priced.
   */
  problems: array(FieldError),
});
export type RepriceLine = Infer<typeof RepriceLine>;

/** The version of the list price the preview priced from, as the apply takes it back. */
export const RepriceVersion = type({
  /** The version's id: the apply's `versionId`. */
  id: integer(),
  /** Its number in its list, from 1. */
  number: integer(),
  /** Its name in each language. */
  names: Names,
  /** The day it took effect. */
  effectiveFrom: string(),
});
export type RepriceVersion = Infer<typeof RepriceVersion>;

/** `GET /orders/{id}/reprice`: every line now and at today's prices, the totals' difference, the version. */
export const RepricePreview = type({
  /** The version in force today, which every door was priced from. */
  version: RepriceVersion,
  /** Every line of the quote, in its order. */
  lines: array(RepriceLine),
  /** The quote's totals now and after re-pricing, the dealer's discount applied as the details do. */
  totals: type({
    /** The lines' amounts now. */
    subtotal: number(),
    /** The total now, after the dealer's discount. */
    total: number(),
    /** The lines' amounts after re-pricing; null while a line has a problem. */
    newSubtotal: nullable(number()),
    /** The total after re-pricing, after the dealer's discount; null while a line has a problem. */
    newTotal: nullable(number()),
    /** `newTotal` less `total`, signed; null while a line has a problem. */
    difference: nullable(number()),
  }),
});
export type RepricePreview = Infer<typeof RepricePreview>;
export const RepricePreviewResponse = dataOf(RepricePreview);

/** `POST /orders/{id}/reprice`: the version the preview priced from. */
export const RepriceBody = object({
  /** The `version.id` of the preview shown; another version in force now answers 409. */
  versionId: Id,
});
export type RepriceBody = Infer<typeof RepriceBody>;

/** The success text of the apply. */
export const QUOTE_REPRICED = 'Quote re-priced';

/** The endpoints of re-pricing a quote. */
export const repriceEndpoints = {
  /**
   * A draft or rejected quote's lines at the price stored and at today's list price, line by line,
   * with the difference and the version in force today; nothing is written. A door that cannot be made
   * today is a problem on its line. Another status answers 409.
   */
  repricePreview: endpoint({
    method: 'GET',
    path: '/orders/:id/reprice',
    params: IdParams,
    response: RepricePreviewResponse,
    access: recordAccess.write,
  }),
  /**
   * Re-prices every configured door of a draft or rejected quote from the version the preview showed
   * (`versionId`; another in force now: 409), keeping each line's discount; free items are unchanged.
   * A door that cannot be made today is a 400 naming it (`items.1.configuration.width`) and nothing is
   * written. Answers 'Quote re-priced' with the record.
   */
  repriceQuote: endpoint({
    method: 'POST',
    path: '/orders/:id/reprice',
    params: IdParams,
    body: RepriceBody,
    response: OrderDetailsResponse,
    access: recordAccess.write,
  }),
} as const;
