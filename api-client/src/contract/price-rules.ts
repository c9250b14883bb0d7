// Dealers' discount rules (issue 43, part 4b; docs/decisions.md "Issue 43, part 4b: dealers' rules and
// two prices per line"): a percentage or a net price on everything, a family, a model or an option
// group, with optional validity dates and a minimum quantity. The organization writes them; a dealer
// user reads only their own dealer's. A module of its own, loaded with the first of these calls
// (`lazyEndpointModules`); the server binds it as the area `priceRules`.
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { text } from './account.js';
import { MessageResponse } from './auth.js';
import { hasTwoDecimalsAtMost, ITEM_PRICE_MAX, TWO_DECIMALS_MESSAGE } from './amounts.js';
import { dataOf, doneOf, Timestamp } from './common.js';
import { DealerParams } from './dealers.js';
import { endpoint } from './endpoint.js';
import { IsoDate, priceRuleKinds, priceRuleTargets, type PriceRuleTarget } from './orders.js';
import { Id } from './params.js';
import type { AccessRule } from './permissions.js';

/** Who may read and write dealers' rules (docs/permissions.md "Prices"). */
export const priceRuleAccess = {
  /** A dealer's rules: the organization any dealer's, a dealer user only their own dealer's (else 404). */
  readRules: 'prices.read',
  /** Create, change and delete a rule: the organization only. */
  manageRules: { organization: 'prices.rules', dealer: { never: 'onlyOrganizationPrices' } },
  /** Make a price list (a dealer's own): the organization with `prices.manage`, as the versions. */
  manageLists: { organization: 'prices.manage', dealer: { never: 'onlyOrganizationPrices' } },
} as const satisfies Record<string, AccessRule>;

// A rule's targets and kinds: in the eager contract, which the audit trail words them from.
export { priceRuleKinds, priceRuleTargets, type PriceRuleKind, type PriceRuleTarget } from './orders.js';

/** The targets a net price is allowed on: one thing priced by itself (a model's base, a group's options). */
export const netPriceTargets: readonly PriceRuleTarget[] = ['model', 'group'];

/** A rule's value: a percent 0 to 100 or a net amount ≥ 0, two decimals at most (the kind says which). */
const RuleValue = refine(number(), 'value', (n) =>
  !Number.isFinite(n) || n < 0
    ? 'Must be at least 0.'
    : n > ITEM_PRICE_MAX
      ? `Must be at most ${ITEM_PRICE_MAX}.`
      : hasTwoDecimalsAtMost(n) || TWO_DECIMALS_MESSAGE,
);

/** The smallest number of covered doors on the quote for the rule to hold: 1 to 10,000. */
const MinQuantity = refine(integer(), 'minQuantity', (n) =>
  n < 1 ? 'Must be at least 1.' : n > 10_000 ? 'Must be at most 10000.' : true,
);

/** A dealer's discount rule. */
export const PriceRule = type({
  /** The rule's id. */
  id: integer(),
  /** The dealer it is for. */
  dealerId: integer(),
  /** What it applies to: `group`, `model`, `family` or `all`. */
  target: enums(priceRuleTargets),
  /** The group's, model's or family's id; null for `all`. */
  targetId: nullable(integer()),
  /** `percent` off the list, or a `net` price replacing the list amount (a model's base, a group's options). */
  kind: enums(priceRuleKinds),
  /** The percent (0 to 100) or the net amount, in the organization's currency. */
  value: number(),
  /** The first day it holds (included); null: from always. */
  validFrom: nullable(string()),
  /** The last day it holds (included); null: for ever. */
  validTo: nullable(string()),
  /** The configured doors on the quote it covers, this one included, for it to hold. */
  minQuantity: integer(),
  /** A note for the organization and the dealer. */
  note: string(),
  /** When it was created. */
  createdAt: Timestamp,
  /** When it was last changed. */
  updatedAt: Timestamp,
});
export type PriceRule = Infer<typeof PriceRule>;

/** `POST /dealers/{id}/price-rules` and `PUT /price-rules/{id}`: a rule as written. */
export const PriceRuleBody = object({
  /** What it applies to: `group`, `model`, `family` or `all`. */
  target: enums(priceRuleTargets),
  /** The group's, model's or family's id; absent or null for `all`. It must exist. */
  targetId: optional(nullable(Id)),
  /** `percent` (0 to 100) or `net` (only on a `model` or a `group`). */
  kind: enums(priceRuleKinds),
  /** The percent (0 to 100) or the net amount (≥ 0), two decimals at most. */
  value: RuleValue,
  /** The first day it holds, YYYY-MM-DD; absent or null: from always. */
  validFrom: optional(nullable(IsoDate)),
  /** The last day it holds, YYYY-MM-DD, not before `validFrom`; absent or null: for ever. */
  validTo: optional(nullable(IsoDate)),
  /** The configured doors on the quote it covers for it to hold, this one included: at least 1 (default). */
  minQuantity: optional(MinQuantity),
  /** A note, up to 500 characters. */
  note: optional(text(0, 500, '')),
});
export type PriceRuleBody = Infer<typeof PriceRuleBody>;

/** A price list's name in each language, 1 to 200 characters (as `Names` of the prices' module). */
const ListNames = object({
  /** In English. */
  en: text(1, 200, 'Must be at least 1.'),
  /** In Ukrainian. */
  uk: text(1, 200, 'Must be at least 1.'),
  /** In Russian. */
  ru: text(1, 200, 'Must be at least 1.'),
});

/** A price list as a dealer's rules name it: the list its quotes are priced from. */
export const PriceListRef = type({
  /** The list's id. */
  id: integer(),
  /** Its code, unique (`list`: the list price). */
  code: string(),
  /** Its name in each language. */
  names: type({
    /** In English. */
    en: string(),
    /** In Ukrainian. */
    uk: string(),
    /** In Russian. */
    ru: string(),
  }),
  /** The list price: what a dealer without a list of its own is priced from. */
  isDefault: boolean(),
});
export type PriceListRef = Infer<typeof PriceListRef>;

/** `POST /prices/lists`: a new price list (a dealer's own), without versions yet. */
export const CreatePriceListBody = object({
  /** Its code, unique: 1 to 40 letters, digits, `-`, `_` or `.` (trimmed). */
  code: text(1, 40, 'Must be at least 1.'),
  /** Its name in each language. */
  names: ListNames,
});
export type CreatePriceListBody = Infer<typeof CreatePriceListBody>;

/** A new list and the message (`PRICE_LIST_CREATED`). */
export const PriceListDone = doneOf(PriceListRef);

/** `PUT /dealers/{id}/price-list`: the list the dealer's quotes are priced from. */
export const DealerPriceListBody = object({
  /** The list's id; null: the list price (as the list price's own id). */
  priceListId: nullable(Id),
});
export type DealerPriceListBody = Infer<typeof DealerPriceListBody>;

/** A dealer's price list as answered after a change, and the message (`DEALER_PRICE_LIST_SAVED`). */
export const DealerPriceListDone = doneOf(
  type({
    /** The dealer's id. */
    dealerId: integer(),
    /** The list its quotes are priced from (the list price when it has none of its own). */
    priceList: PriceListRef,
  }),
);

/** The success texts of the price lists' endpoints. */
export const PRICE_LIST_CREATED = 'Price list created';
export const DEALER_PRICE_LIST_SAVED = 'Price list saved';

/** `GET /dealers/{id}/price-rules`: the dealer's rules in the order they are applied. */
export const PriceRulesResponse = dataOf(
  type({
    /** The dealer's id. */
    dealerId: integer(),
    /** The dealer's name, as its picker shows it. */
    dealerName: string(),
    /** The list its quotes are priced from: its own, or the list price when it has none. */
    priceList: PriceListRef,
    /** Its rules, most specific target first, then the latest valid first: the order they apply in. */
    rules: array(PriceRule),
  }),
);

/** A rule and the message (`PRICE_RULE_SAVED`). */
export const PriceRuleDone = doneOf(PriceRule);

export const PriceRuleParams = object({
  /** The rule's id. */
  id: Id,
});

/** The success texts of the rules' endpoints. */
export const PRICE_RULE_SAVED = 'Price rule saved';
export const PRICE_RULE_DELETED = 'Price rule deleted';

/** A rule as a breakdown names it when it applied (`Breakdown.net`). */
export const AppliedRule = type({
  /** The rule's id when it applied (the rule may be changed or deleted since). */
  ruleId: integer(),
  /** What it applies to. */
  target: enums(priceRuleTargets),
  /** The group's, model's or family's id; null for `all`. */
  targetId: nullable(integer()),
  /** `percent` or `net`. */
  kind: enums(priceRuleKinds),
  /** The percent or the net amount. */
  value: number(),
});
export type AppliedRule = Infer<typeof AppliedRule>;

/** The endpoints of dealers' discount rules. */
export const priceRuleEndpoints = {
  /**
   * A dealer's rules in the order they apply. The organization reads any dealer's; a dealer user only
   * their own dealer's (another's is not found).
   */
  dealerPriceRules: endpoint({
    method: 'GET',
    path: '/dealers/:id/price-rules',
    params: DealerParams,
    response: PriceRulesResponse,
    access: priceRuleAccess.readRules,
  }),
  /** A new rule for a dealer; its target must exist. Answers 'Price rule saved'. */
  createPriceRule: endpoint({
    method: 'POST',
    path: '/dealers/:id/price-rules',
    params: DealerParams,
    body: PriceRuleBody,
    response: PriceRuleDone,
    access: priceRuleAccess.manageRules,
  }),
  /** Changes a rule (a quote already made keeps the rule it applied). Answers 'Price rule saved'. */
  changePriceRule: endpoint({
    method: 'PUT',
    path: '/price-rules/:id',
    params: PriceRuleParams,
    body: PriceRuleBody,
    response: PriceRuleDone,
    access: priceRuleAccess.manageRules,
  }),
  /**
   * A new price list (a dealer's own), without versions: its first draft copies a version of another
   * list (`POST /prices/versions` with `priceListId`). A taken code is a 400 on `code`. Answers
   * 'Price list created'.
   */
  createPriceList: endpoint({
    method: 'POST',
    path: '/prices/lists',
    body: CreatePriceListBody,
    response: PriceListDone,
    access: priceRuleAccess.manageLists,
  }),
  /**
   * The price list a dealer's quotes are priced from; null: the list price. A list that is not there
   * is a 400 on `priceListId`. Answers 'Price list saved'.
   */
  setDealerPriceList: endpoint({
    method: 'PUT',
    path: '/dealers/:id/price-list',
    params: DealerParams,
    body: DealerPriceListBody,
    response: DealerPriceListDone,
    access: priceRuleAccess.manageRules,
  }),
  /** Deletes a rule. Answers 'Price rule deleted'. */
  deletePriceRule: endpoint({
    method: 'DELETE',
    path: '/price-rules/:id',
    params: PriceRuleParams,
    response: MessageResponse,
    access: priceRuleAccess.manageRules,
  }),
} as const;
