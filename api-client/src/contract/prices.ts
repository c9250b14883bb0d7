// The door catalogue and its prices (issue 43; docs/decisions.md "Issue 43: the door catalogue and its
// prices", "Issue 43, part 2"): the catalogue (families, models with their size rules, option groups,
// options with their rules), the price lists and their versions with each model's and option's price,
// and a configuration's check and price, which the server computes (one pricing module) and screens
// only show. A module of its own, apart from the eager contract, so that the app loads it with the
// first of these calls (`lazyEndpointModules`); the server binds it as the area `prices`.
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
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { text } from './account.js';
import { MessageResponse } from './auth.js';
import { hasTwoDecimalsAtMost, ITEM_PRICE_MAX, TWO_DECIMALS_MESSAGE } from './amounts.js';
import { dataOf, doneOf, FieldError, Timestamp } from './common.js';
import { endpoint } from './endpoint.js';
import { documented } from './json-schema.js';
import {
  doorHands,
  doorSwings,
  IdParams,
  IsoDate,
  ItemResponse,
  leafCounts,
  OrderDetailsResponse,
} from './orders.js';
import { recordAccess } from './sales-flow.js';
import { AppliedRule } from './price-rules.js';
import { administrationAccess, RoleParams, RoleResponse } from './administration.js';
import { Id } from './params.js';
import type { AccessRule } from './permissions.js';

/* ---------- who may do what ---------- */

/** The permission each price task needs (docs/permissions.md "Prices"). */
export const priceAccess = {
  /**
   * The catalogue, the published price versions and a configuration's price: both account types (a
   * dealer reads the catalogue, the list price and, with its rules, its own net prices).
   */
  readPrices: 'prices.read',
  /** The catalogue's prices: draft versions, their tables and option prices, publishing. */
  managePrices: { organization: 'prices.manage', dealer: { never: 'onlyOrganizationPrices' } },
} as const satisfies Record<string, AccessRule>;
export type PriceTask = keyof typeof priceAccess;

/* ---------- the catalogue ---------- */

/** A name in each language of the app, 1 to 200 characters. */
export const Names = object({
  /** In English. */
  en: text(1, 200, 'Must be at least 1.'),
  /** In Ukrainian. */
  uk: text(1, 200, 'Must be at least 1.'),
  /** In Russian. */
  ru: text(1, 200, 'Must be at least 1.'),
});
export type Names = Infer<typeof Names>;

// A door's hands and swings are the items' too (`Item.door`), and its leaves the audit trail's: defined
// with them, in the eager contract.
export {
  doorHands,
  doorSwings,
  leafCounts,
  type DoorHand,
  type DoorSwing,
  type LeafCount,
} from './orders.js';
/** What an option's note tells: information, an up-charge, or a longer lead time. */
export const optionNoteKinds = ['info', 'upcharge', 'leadTime'] as const;
export type OptionNoteKind = (typeof optionNoteKinds)[number];

/** A size in millimetres from `min` to `max`, on steps of `step` counted from `min`. */
export const SizeRange = type({
  /** The smallest size, in millimetres. */
  min: integer(),
  /** The largest size, in millimetres. */
  max: integer(),
  /** The step between two sizes, in millimetres, counted from `min`. */
  step: integer(),
});
export type SizeRange = Infer<typeof SizeRange>;

/** A model's sizes: the width and height; for more than one leaf, each leaf's width (their sum is the width). */
export const SizeRule = type({
  /** The door's width. */
  width: SizeRange,
  /** The door's height. */
  height: SizeRange,
  /** Each leaf's width, in the leaves' order, for a door of more than one leaf. */
  leaves: optional(array(SizeRange)),
});
export type SizeRule = Infer<typeof SizeRule>;

export const ProductFamily = type({
  /** The family's id. */
  id: integer(),
  /** Its code, unique in the catalogue. */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** false: hidden from the configurator (nothing is ever deleted). */
  active: boolean(),
});
export type ProductFamily = Infer<typeof ProductFamily>;

export const ProductModel = type({
  /** The model's id. */
  id: integer(),
  /** The id of its family. */
  familyId: integer(),
  /** Its code, unique in the catalogue. */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** How many leaves it has. */
  leafCount: enums(leafCounts),
  /** The hands it is made in. */
  hands: array(enums(doorHands)),
  /** The swings it is made in. */
  swings: array(enums(doorSwings)),
  /** The sizes it is made in. */
  sizeRule: SizeRule,
  /**
   * The address of its picture (WebP, at most 800 × 800, served to every signed-in user): a new
   * picture gets a new address, so it is cached for good; null when it has none.
   */
  picture: nullable(string()),
  /** false: hidden from the configurator. */
  active: boolean(),
});
export type ProductModel = Infer<typeof ProductModel>;

export const OptionGroup = type({
  /** The group's id. */
  id: integer(),
  /** Its code, unique in the catalogue. */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** A configuration must choose one of its options (where the model is offered any). */
  required: boolean(),
  /** More than one of its options may be chosen. */
  multiple: boolean(),
  /** false: hidden from the configurator, with its options. */
  active: boolean(),
});
export type OptionGroup = Infer<typeof OptionGroup>;

/** What an option's note says, in each language. */
export const OptionNote = type({
  /** What it tells. */
  kind: enums(optionNoteKinds),
  /** Its text in each language. */
  names: Names,
});
export type OptionNote = Infer<typeof OptionNote>;

export const CatalogueOption = type({
  /** The option's id. */
  id: integer(),
  /** The id of its group. */
  groupId: integer(),
  /** Its code, unique in the catalogue. */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** The models it is offered for; null: every model. */
  models: nullable(array(integer())),
  /** The options it cannot be chosen with (an exclusion holds both ways). */
  excludes: array(integer()),
  /** The options that must be chosen with it. */
  requires: array(integer()),
  /** Its own largest width in millimetres; null: none. */
  maxWidth: nullable(integer()),
  /** Its own largest height in millimetres; null: none. */
  maxHeight: nullable(integer()),
  /** What the configurator tells beside it; null: nothing. */
  note: nullable(OptionNote),
  /** false: hidden from the configurator. */
  active: boolean(),
});
export type CatalogueOption = Infer<typeof CatalogueOption>;

/** `GET /prices/catalogue`: the whole catalogue, each part in its order. */
export const CatalogueResponse = dataOf(
  type({
    /** The families. */
    families: array(ProductFamily),
    /** The models. */
    models: array(ProductModel),
    /** The option groups. */
    groups: array(OptionGroup),
    /** The options. */
    options: array(CatalogueOption),
  }),
);
export type Catalogue = Infer<typeof CatalogueResponse>['data'];

/* ---------- prices ---------- */

/** An amount of money: 0 to the items' highest price, two decimals at most. */
export const Amount = refine(number(), 'amount', (n) =>
  !Number.isFinite(n) || n < 0
    ? 'Must be at least 0.'
    : n > ITEM_PRICE_MAX
      ? `Must be at most ${ITEM_PRICE_MAX}.`
      : hasTwoDecimalsAtMost(n) || TWO_DECIMALS_MESSAGE,
);
/** A percentage: 0 to 1,000, two decimals at most. */
export const Percent = refine(number(), 'percent', (n) =>
  !Number.isFinite(n) || n < 0
    ? 'Must be at least 0.'
    : n > 1000
      ? 'Must be at most 1000.'
      : hasTwoDecimalsAtMost(n) || TWO_DECIMALS_MESSAGE,
);

/** A table's size in millimetres: 1 to 100,000. */
export const TableSize = documented(
  refine(integer(), 'millimetres', (n) =>
    n < 1 ? 'Must be at least 1.' : n > 100_000 ? 'Must be at most 100000.' : true,
  ),
  { minimum: 1, maximum: 100_000 },
);

/** How a table prices a size between two listed ones: interpolated, or the next listed size up. */
export const tableBetweens = ['interpolate', 'roundUp'] as const;

/**
 * A width × height table: `widths` across, `heights` down, both ascending, in millimetres;
 * `cells[h][w]` the price of `heights[h]` × `widths[w]`, null where that size is not made.
 */
export const PriceTable = type({
  /** The widths across, ascending, in millimetres. */
  widths: size(array(TableSize), 1, 100),
  /** The heights down, ascending, in millimetres. */
  heights: size(array(TableSize), 1, 100),
  /** A row per height, a cell per width: the price, or null where that size is not made. */
  cells: array(array(nullable(Amount))),
  /** How a size between two listed ones is priced. */
  between: enums(tableBetweens),
});
export type PriceTable = Infer<typeof PriceTable>;

export const modelPriceKinds = ['table', 'perSquareMetre'] as const;
/**
 * A model's base price in a version: `table` with its `table`, or `perSquareMetre` with its `rate`
 * and `minimum`. The server checks that the kind's fields are there, naming the one missing.
 */
export const ModelPrice = type({
  /** How the model is priced. */
  kind: enums(modelPriceKinds),
  /** The table (kind `table`). */
  table: optional(PriceTable),
  /** The price of a square metre of the door. */
  rate: optional(Amount),
  /** The least a door of this model costs. */
  minimum: optional(Amount),
});
export type ModelPrice = Infer<typeof ModelPrice>;

export const optionPriceKinds = ['fixed', 'perSquareMetre', 'percentOfBase'] as const;
/**
 * An option's price in a version: `fixed` (`amount`), `perSquareMetre` of the door (`rate`), or
 * `percentOfBase` (`percent` of the door's base price).
 */
export const OptionPrice = type({
  /** How the option is priced. */
  kind: enums(optionPriceKinds),
  /** The amount (kind `fixed`). */
  amount: optional(Amount),
  /** The price of a square metre of the door (kind `perSquareMetre`). */
  rate: optional(Amount),
  /** The percentage of the door's base price (kind `percentOfBase`). */
  percent: optional(Percent),
});
export type OptionPrice = Infer<typeof OptionPrice>;

/** What a price version is: a draft, edited, or published, never changed again. */
export const priceVersionStatuses = ['draft', 'published'] as const;

/** A price list's version, without its prices. */
export const PriceVersion = type({
  /** The version's id. */
  id: integer(),
  /** The id of its price list. */
  priceListId: integer(),
  /** Its number in its list, from 1. */
  number: integer(),
  /** Its name in each language. */
  names: Names,
  /** A draft, or published. */
  status: enums(priceVersionStatuses),
  /** The day it takes effect; null for a draft. */
  effectiveFrom: nullable(string()),
  /** The published version with the latest effective day not after today. */
  inForce: boolean(),
  /** The version it was copied from; null for the first. */
  copiedFromId: nullable(integer()),
  /** When it was made. */
  createdAt: Timestamp,
  /** When it was published; null for a draft. */
  publishedAt: nullable(Timestamp),
});
export type PriceVersion = Infer<typeof PriceVersion>;

/** A price list and its versions, newest first. */
export const PriceList = type({
  /** The list's id. */
  id: integer(),
  /** Its code, unique (`list`: the list price). */
  code: string(),
  /** Its name in each language. */
  names: Names,
  /** The list price: what a dealer without a list of its own is priced from. */
  isDefault: boolean(),
  /** Its versions, newest first (a dealer user's: the published ones). */
  versions: array(PriceVersion),
});
export type PriceList = Infer<typeof PriceList>;
export const PriceListsResponse = dataOf(array(PriceList));

/** A version with every model's and option's price. */
export const PriceVersionPrices = type({
  /** The version. */
  version: PriceVersion,
  /** Each model's base price in it. */
  models: array(
    type({
      /** The model's id. */
      modelId: integer(),
      /** Its price. */
      price: ModelPrice,
    }),
  ),
  /** Each option's price in it. */
  options: array(
    type({
      /** The option's id. */
      optionId: integer(),
      /** Its price. */
      price: OptionPrice,
    }),
  ),
});
export type PriceVersionPrices = Infer<typeof PriceVersionPrices>;
export const PriceVersionResponse = dataOf(PriceVersionPrices);
export const PriceVersionDone = doneOf(PriceVersion);

export const PriceVersionParams = object({
  /** The version's id. */
  id: Id,
});
export const VersionModelParams = object({
  /** The version's id. */
  id: Id,
  /** The model's id. */
  modelId: Id,
});
export const VersionOptionParams = object({
  /** The version's id. */
  id: Id,
  /** The option's id. */
  optionId: Id,
});

/** `POST /prices/versions`: a draft copied from a version of its list, with the names given. */
export const CreatePriceVersionBody = object({
  /** The version whose prices the draft starts from; the draft is of its list unless `priceListId` says. */
  copyFrom: Id,
  /**
   * The list the draft is of (a new list's first draft copies the list price's version); absent: the
   * copied version's list.
   */
  priceListId: optional(Id),
  /** The draft's name in each language. */
  names: Names,
});
export type CreatePriceVersionBody = Infer<typeof CreatePriceVersionBody>;

/** `POST /prices/versions/{id}/publish`: the day it takes effect, today or later. */
export const PublishPriceVersionBody = object({
  /** The day it takes effect (`YYYY-MM-DD`), today or later by the server's clock. */
  effectiveFrom: IsoDate,
});
export type PublishPriceVersionBody = Infer<typeof PublishPriceVersionBody>;

/* ---------- a configuration's check and price ---------- */

/** A door as configured: its model, size in millimetres, hand, swing and chosen options. */
export const Configuration = object({
  /** The model's id. */
  modelId: Id,
  /** The door's width in millimetres (for more than one leaf, their sum). */
  width: integer(),
  /** The door's height in millimetres. */
  height: integer(),
  /** Each leaf's width, for a model of more than one leaf. */
  leafWidths: optional(size(array(integer()), 1, 4)),
  /** The side the hinges are on. */
  hand: enums(doorHands),
  /** Which way the leaf opens. */
  swing: enums(doorSwings),
  /** The ids of the chosen options. */
  options: size(array(Id), 0, 100),
});
export type Configuration = Infer<typeof Configuration>;

/** `POST /prices/check`: a configuration, and the version to price it from (none: the one in force). */
export const CheckConfigurationBody = object({
  /** The door to check and price. */
  configuration: Configuration,
  /** A version of a price list; a draft only for an organization user (a dealer user's is not found). */
  versionId: optional(Id),
  /**
   * The quote the door is for: its dealer's rules price the net, and its doors count towards a rule's
   * minimum quantity. Absent: a dealer user's own dealer's rules, none for an organization user.
   */
  orderId: optional(Id),
});
export type CheckConfigurationBody = Infer<typeof CheckConfigurationBody>;

/** Why an option could not be chosen now: not for the model, excluded by a chosen one, too large a door. */
export const OptionReason = type({
  /** Why. */
  code: enums(['notForModel', 'excluded', 'tooLarge']),
  /** The chosen option that excludes it. */
  by: optional(integer()),
  /** Its largest width, when the door is too wide or too high for it. */
  maxWidth: optional(integer()),
  /** Its largest height, when the door is too wide or too high for it. */
  maxHeight: optional(integer()),
});
export type OptionReason = Infer<typeof OptionReason>;

export const OptionState = type({
  /** The option's id. */
  optionId: integer(),
  /** Whether the configuration chose it. */
  chosen: boolean(),
  /** None: it can be chosen. */
  reasons: array(OptionReason),
});
export type OptionState = Infer<typeof OptionState>;

/** A cell of a table the base price was read from. */
export const TableCell = type({
  /** Its width, in millimetres. */
  width: integer(),
  /** Its height, in millimetres. */
  height: integer(),
  /** Its price. */
  amount: number(),
});

/**
 * Where the base price came from: a `cell`; the next listed size up (`roundUp`, its cell); the
 * `interpolated` cells; or `perSquareMetre` (its rate, the door's area, the minimum and whether it applied).
 */
export const BaseSource = type({
  /** How the base price was found. */
  kind: enums(['cell', 'roundUp', 'interpolated', 'perSquareMetre']),
  /** The cell read (`cell`, `roundUp`). */
  cell: optional(TableCell),
  /** The two or four cells interpolated (`interpolated`). */
  cells: optional(array(TableCell)),
  /** The price of a square metre (`perSquareMetre`). */
  rate: optional(number()),
  /** The door's area in square millimetres (`perSquareMetre`). */
  areaMm2: optional(integer()),
  /** The least a door of the model costs (`perSquareMetre`). */
  minimum: optional(number()),
  /** Whether the minimum was the price (`perSquareMetre`). */
  minimumApplied: optional(boolean()),
});

/** A price and where it came from: the base, each option's price, and the list price of one door. */
export const Breakdown = type({
  /** The version it was priced from. */
  versionId: integer(),
  /** The model's base price for the size. */
  base: type({
    /** The amount. */
    amount: number(),
    /** Where it came from. */
    source: BaseSource,
  }),
  /** Each chosen option's price, in the order chosen. */
  options: array(
    type({
      /** The option's id. */
      optionId: integer(),
      /** Its price in the version. */
      price: OptionPrice,
      /** What it adds to this door. */
      amount: number(),
    }),
  ),
  /** The base and the options: the list price of one door. */
  listPrice: number(),
  /**
   * The dealer's net (part 4b): the list price after the dealer's rules, with each component a rule
   * applied to. Absent for a door priced for no dealer (the net is the list price).
   */
  net: optional(
    type({
      /** The dealer's net price of the door. */
      amount: number(),
      /** Each component a rule applied to: the base, or an option. */
      lines: array(
        type({
          /** `base` or `option`. */
          component: enums(['base', 'option']),
          /** The option's id (`option`). */
          optionId: optional(integer()),
          /** The component's list amount. */
          list: number(),
          /** Its amount after the rule. */
          net: number(),
          /** The rule that applied. */
          rule: AppliedRule,
        }),
      ),
    }),
  ),
});
export type Breakdown = Infer<typeof Breakdown>;

/** The check's answer: the problems (none: it can be made), every option's state, and the price. */
export const CheckConfigurationResponse = dataOf(
  type({
    /** The version it was priced from. */
    versionId: integer(),
    /** What stops it from being made, each naming its field; none: it can be made. */
    /**
     * What stops it, each on its field as a refused `POST /orders/{id}/doors` names it
     * (`configuration.width`, `configuration.options.2`), with its message code and figures.
     */
    problems: array(FieldError),
    /** Every option's state for this configuration. */
    options: array(OptionState),
    /** Null while a problem stops it. */
    breakdown: nullable(Breakdown),
  }),
);
export type ConfigurationCheck = Infer<typeof CheckConfigurationResponse>['data'];

/* ---------- a configured door on a quote (part 3) ---------- */

/** What a configured door named when it was added: a code and its names, kept with the item. */
export const NamedCode = type({
  /** Its id. */
  id: integer(),
  /** Its code. */
  code: string(),
  /** Its names in each language. */
  names: Names,
});

/**
 * A configured door as an item keeps it: the configuration as chosen, and a snapshot of the model,
 * and of each chosen option with its group, as they were named then.
 */
export const DoorConfiguration = type({
  /** The model's id. */
  modelId: integer(),
  /** The door's width in millimetres. */
  width: integer(),
  /** The door's height in millimetres. */
  height: integer(),
  /** Each leaf's width, for a model of more than one leaf. */
  leafWidths: optional(array(integer())),
  /** The hand it is made in. */
  hand: enums(doorHands),
  /** The way it opens. */
  swing: enums(doorSwings),
  /** The chosen options' ids, in the order chosen. */
  options: array(integer()),
  /** The model as it was named. */
  model: NamedCode,
  /** Each chosen option as it was named, with its group. */
  chosen: array(
    type({
      /** The option. */
      option: NamedCode,
      /** Its group. */
      group: NamedCode,
    }),
  ),
});
export type DoorConfiguration = Infer<typeof DoorConfiguration>;

/** A configured item's door: its configuration, the version it was priced from and the breakdown. */
export const ItemDoor = type({
  /** The item's id. */
  itemId: integer(),
  /** The door as configured, with the names it chose. */
  configuration: DoorConfiguration,
  /** The price version it was priced from. */
  versionId: integer(),
  /** Its price and where it came from, as it was when it was added. */
  breakdown: Breakdown,
});
export type ItemDoor = Infer<typeof ItemDoor>;

/** `POST /orders/{id}/doors`: the door to add, checked and priced by the server. */
export const AddDoorBody = object({
  /** The door as configured; priced from the version in force today. */
  configuration: Configuration,
});
export type AddDoorBody = Infer<typeof AddDoorBody>;

/** A configured item's door (`GET /items/{id}/door`). */
export const ItemDoorResponse = dataOf(ItemDoor);

/** The success texts of the price endpoints. */
export const PRICE_VERSION_CREATED = 'Price version created';
export const PRICE_VERSION_PUBLISHED = 'Price version published';
export const PRICE_VERSION_DELETED = 'Price version deleted';
export const PRICE_SAVED = 'Price saved';
export const DOOR_ADDED = 'Door added';
export const QUOTE_COPIED = 'Quote copied';
export const LINE_DISCOUNT_SET = 'Line discount set';
export const ROLE_LINE_DISCOUNT_SET = 'Maximum line discount set';

/* ---------- a line's discount by hand and a role's maximum (issue 43, part 4) ---------- */

/** A percent from 0 to 100, two decimals at most. */
const HundredPercent = refine(number(), 'percent', (value) =>
  !Number.isFinite(value) || value < 0 || value > 100
    ? 'Must be between 0 and 100.'
    : hasTwoDecimalsAtMost(value) || TWO_DECIMALS_MESSAGE,
);

/** `PATCH /items/{id}/discount`. */
export const ItemDiscountBody = object({
  /** The line's discount, in percent: 0 to 100, two decimals at most. */
  discountPercent: HundredPercent,
});
export type ItemDiscountBody = Infer<typeof ItemDiscountBody>;

/** `PATCH /roles/{id}/line-discount`. */
export const RoleLineDiscountBody = object({
  /** The most the role's users give on a line by hand, in percent: 0 to 100, two decimals at most. */
  maxLineDiscount: HundredPercent,
});
export type RoleLineDiscountBody = Infer<typeof RoleLineDiscountBody>;

/** The endpoints of the catalogue and its prices. */
export const priceEndpoints = {
  /** The whole catalogue: families, models, option groups and options, each with its rules. */
  priceCatalogue: endpoint({
    method: 'GET',
    path: '/prices/catalogue',
    response: CatalogueResponse,
    access: priceAccess.readPrices,
  }),
  /** The price lists with their versions, newest first; a dealer user sees published versions only. */
  priceLists: endpoint({
    method: 'GET',
    path: '/prices/lists',
    response: PriceListsResponse,
    access: priceAccess.readPrices,
  }),
  /** A version with every model's and option's price; a draft is not found for a dealer user. */
  priceVersion: endpoint({
    method: 'GET',
    path: '/prices/versions/:id',
    params: PriceVersionParams,
    response: PriceVersionResponse,
    access: priceAccess.readPrices,
  }),
  /** A new draft, its prices copied from a version of the same list; answers 'Price version created'. */
  createPriceVersion: endpoint({
    method: 'POST',
    path: '/prices/versions',
    body: CreatePriceVersionBody,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
  }),
  /** A draft's price of a model; a published version answers 409. Answers 'Price saved'. */
  setModelPrice: endpoint({
    method: 'PUT',
    path: '/prices/versions/:id/models/:modelId',
    params: VersionModelParams,
    body: ModelPrice,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
  }),
  /** A draft's price of an option; a published version answers 409. Answers 'Price saved'. */
  setOptionPrice: endpoint({
    method: 'PUT',
    path: '/prices/versions/:id/options/:optionId',
    params: VersionOptionParams,
    body: OptionPrice,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
  }),
  /**
   * Publishes a draft from a day on, today or later; from then on it is never changed. Answers 'Price
   * version published'.
   */
  publishPriceVersion: endpoint({
    method: 'POST',
    path: '/prices/versions/:id/publish',
    params: PriceVersionParams,
    body: PublishPriceVersionBody,
    response: PriceVersionDone,
    access: priceAccess.managePrices,
  }),
  /** Deletes a draft; a published version answers 409. Answers 'Price version deleted'. */
  deletePriceVersion: endpoint({
    method: 'DELETE',
    path: '/prices/versions/:id',
    params: PriceVersionParams,
    response: MessageResponse,
    access: priceAccess.managePrices,
  }),
  /**
   * Checks a configuration and prices it: its problems (each naming its field), every option's state
   * (chosen, and why it could not be now) and, when it can be made, the price with its breakdown.
   */
  checkConfiguration: endpoint({
    method: 'POST',
    path: '/prices/check',
    body: CheckConfigurationBody,
    response: CheckConfigurationResponse,
    access: priceAccess.readPrices,
  }),
  /**
   * Adds a configured door to a draft or rejected quote, as `POST /items` adds an item: checked and
   * priced from the version in force today; every problem is a 400 naming its field
   * (`configuration.width`, `configuration.options.2`) and nothing is written. Answers 'Door added'.
   */
  addDoor: endpoint({
    method: 'POST',
    path: '/orders/:id/doors',
    params: IdParams,
    body: AddDoorBody,
    response: ItemResponse,
    access: recordAccess.write,
  }),
  /**
   * Copies a quote, pre-order or order into a new quote in its first status, as Create Quote makes
   * one: the same dealer, customer and items, each configured door checked and priced again from the
   * version in force today. A door that cannot be made or priced today is a 400 naming the item
   * (`items.1.configuration.width`) and nothing is written. Answers 'Quote copied' with the new record.
   */
  copyQuote: endpoint({
    method: 'POST',
    path: '/orders/:id/copy',
    params: IdParams,
    response: OrderDetailsResponse,
    access: recordAccess.write,
  }),
  /** A configured item's door: its configuration as it was named, its price version and breakdown. */
  itemDoor: endpoint({
    method: 'GET',
    path: '/items/:id/door',
    params: IdParams,
    response: ItemDoorResponse,
    access: recordAccess.read,
  }),
  /**
   * A line's discount by hand (part 4), under the rule of adding an item: a draft or rejected quote,
   * else 409. Any value 0 to 100 is taken; above the giver's role's maximum, the quote's approval needs
   * an approver whose role allows it. Answers the item.
   */
  setItemDiscount: endpoint({
    method: 'PATCH',
    path: '/items/:id/discount',
    params: IdParams,
    body: ItemDiscountBody,
    response: ItemResponse,
    access: recordAccess.write,
  }),
  /** A role's maximum line discount by hand (part 4). Answers the role. */
  setRoleLineDiscount: endpoint({
    method: 'PATCH',
    path: '/roles/:id/line-discount',
    params: RoleParams,
    body: RoleLineDiscountBody,
    response: RoleResponse,
    access: administrationAccess.manageRoles,
  }),
} as const;
