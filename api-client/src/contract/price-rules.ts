// Dealers' discount rules (issue 43, part 4b; docs/decisions.md "Issue 43, part 4b: dealers' rules and
// two prices per line"): a percentage or a net price on everything, a family, a model or an option
// group, with optional validity dates and a minimum quantity. The organization writes them; a dealer
// user reads only their own dealer's. A module of its own, loaded with the first of these calls
// (`lazyEndpointModules`); the server binds it as the area `priceRules`.
import {
  array,
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
import { IsoDate } from './orders.js';
import { Id } from './params.js';
import type { AccessRule } from './permissions.js';

/** Who may read and write dealers' rules (docs/permissions.md "Prices"). */
export const priceRuleAccess = {
  /** A dealer's rules: the organization any dealer's, a dealer user only their own dealer's (else 404). */
  readRules: 'prices.read',
  /** Create, change and delete a rule: the organization only. */
  manageRules: { organization: 'prices.rules', dealer: { never: 'onlyOrganizationPrices' } },
} as const satisfies Record<string, AccessRule>;

/** What a rule applies to, most specific first: an option group, a model, a family, everything. */
export const priceRuleTargets = ['group', 'model', 'family', 'all'] as const;
export type PriceRuleTarget = (typeof priceRuleTargets)[number];

/** A percentage off the list, or a net price replacing it. */
export const priceRuleKinds = ['percent', 'net'] as const;
export type PriceRuleKind = (typeof priceRuleKinds)[number];

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

/** `GET /dealers/{id}/price-rules`: the dealer's rules in the order they are applied. */
export const PriceRulesResponse = dataOf(
  type({
    /** The dealer's id. */
    dealerId: integer(),
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
  /** Deletes a rule. Answers 'Price rule deleted'. */
  deletePriceRule: endpoint({
    method: 'DELETE',
    path: '/price-rules/:id',
    params: PriceRuleParams,
    response: MessageResponse,
    access: priceRuleAccess.manageRules,
  }),
} as const;
