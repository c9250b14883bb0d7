import {
  boolean,
  enums,
  integer,
  number,
  object,
  optional,
  refine,
  string,
  type,
  array,
  type Infer,
} from 'superstruct';
import { ContactInput, text } from './account.js';
import { Contact, SearchText, Timestamp, recordOf, dataOf } from './common.js';
import { accessByInput } from './endpoint.js';
import { Id } from './params.js';
import { defineList } from './lists.js';
import { newestFirst, Ref, type OrderStage } from './orders.js';
import { dealerPermissionKeys, type AccessRule } from './permissions.js';
import { statusActions } from './status-actions.js';
import { hasTwoDecimalsAtMost, TWO_DECIMALS_MESSAGE } from './amounts.js';

// Dealer companies and the dealer's own area (issue 11). Spec §2 "Organization area" (dealers), the
// dealer area `/dealer`, §3 Dealer and Company, §4 the dealer status filter, §5 "Dealer edit",
// "Dealer create" and the contact forms, §7 "Dealers" and "Companies", §8 and §9 (discount default
// 0); docs/permissions.md "Dealers" for what is beyond the spec.

/* ---------- who may do what (the server's guards and the screens both read this) ---------- */

/** The permission each dealer task needs, per account type where both use it. */
export const dealerAccess = {
  /**
   * `GET /dealers`: the dealers list and the dealer look-up of the sales filters and the quote form.
   * A dealer user sees only their own dealer.
   */
  listDealers: {
    organization: ['dealers.read', 'orders.read', 'orders.write'],
    dealer: dealerPermissionKeys,
  },
  /** A dealer's profile, its sales counts, its users and its audit trail; a dealer user: the own dealer. */
  readDealer: { organization: 'dealers.read', dealer: dealerPermissionKeys },
  /** Create dealers (`POST /dealers`) and import them from a file (`dealerImport`, dealer-tools.ts). */
  manageDealers: 'dealers.manage',
  /**
   * `PATCH /dealers/{id}` with the account (without the discount), `contact` or `responsibleContact`:
   * a dealer's name, description and contacts; a dealer admin only their own dealer's.
   */
  editDealerProfile: { organization: 'dealers.manage', dealer: 'dealer.profile' },
  /** `PATCH /dealers/{id}` with the account and its `discount`: never a dealer user. */
  changeDealerDiscount: { organization: 'dealers.manage', dealer: { never: 'discountNotYours' } },
  /** `PATCH /dealers/{id}` `{ status }`: never a dealer user. */
  changeDealerStatus: { organization: 'dealers.manage', dealer: { never: 'statusNotYours' } },
  /** The salesman pick of the quote form: `GET /dealers/{id}/users` (id and name). */
  pickDealerUsers: {
    organization: ['dealers.read', 'orders.read', 'orders.write'],
    dealer: ['orders.read', 'orders.write'],
  },
} as const satisfies Record<string, AccessRule>;
export type DealerTask = keyof typeof dealerAccess;

/* ---------- statuses (docs/permissions.md "Dealers") ---------- */

/**
 * A dealer's status. `invited`: created, its first user invited but nobody registered yet; the first
 * registration makes it active. Blocked, inactive and deleted dealers' users cannot sign in; deleted
 * dealers are kept, and listed only when the Status filter asks for them.
 */
export const dealerStatuses = ['active', 'inactive', 'deleted', 'blocked', 'invited'] as const;
export const DealerStatus = enums(dealerStatuses);
export type DealerStatus = Infer<typeof DealerStatus>;

/** The list's Status filter, as the spec gives it (§4 "Dealer status filter"). */
export const dealerStatusFilter = ['active', 'inactive', 'deleted', 'blocked'] as const;

/** The statuses whose users may sign in and stay signed in. */
export const dealerStatusesAdmittingUsers = ['active', 'invited'] as const;

/** Whether the users of a dealer of this status may sign in. */
export const dealerAdmitsUsers = (status: DealerStatus): boolean =>
  (dealerStatusesAdmittingUsers as readonly string[]).includes(status);

/** The statuses an administrator sets by hand (invited is only ever the start). */
export const settableDealerStatuses = ['active', 'inactive', 'blocked', 'deleted'] as const;
export type SettableDealerStatus = (typeof settableDealerStatuses)[number];

/** The action that leads to each settable status, as the screens name it. */
export const dealerStatusActions = {
  activate: 'active',
  deactivate: 'inactive',
  block: 'blocked',
  delete: 'deleted',
} as const satisfies Record<string, SettableDealerStatus>;
export type DealerStatusAction = keyof typeof dealerStatusActions;

/**
 * The actions a dealer of this status allows (every settable status but its own), and whether `from`
 * may be changed to `to` by `PATCH /dealers/{id}` `{ status }`.
 */
export const { actionsFor: dealerStatusActionsFor, mayChange: mayChangeDealerStatus } = statusActions<
  DealerStatus,
  DealerStatusAction,
  SettableDealerStatus
>(dealerStatusActions, { fromSettableOnly: false });

/** The dealer's discount when nobody has set one (spec §9). */
export const DEFAULT_DISCOUNT = 0;

/* ---------- the dealer ---------- */

/** A dealer as the list and the profile show it (spec §3 "Dealer"); an empty contact has null fields. */
export const Dealer = type({
  /** The dealer's id. */
  id: integer(),
  /** The dealer company's name. */
  name: string(),
  /** What the company is, in a sentence or two. */
  description: string(),
  /** Percent, 0 to 100, two decimals; applies to the dealer's quotes until they are approved. */
  discount: number(),
  /** Where the dealer is: invited, active, inactive, blocked or deleted. */
  status: DealerStatus,
  /** The company's contact. */
  contact: Contact,
  /** The person at the company responsible for the dealership. */
  responsibleContact: Contact,
  /** When the dealer was created. */
  createdAt: Timestamp,
  /** When it last changed. */
  updatedAt: Timestamp,
});
export type Dealer = Infer<typeof Dealer>;

/** How many main records the dealer has at each stage (the profile's links into the sales lists). */
export const DealerSalesCounts = type({
  /** Its quotes. */
  quote: integer(),
  /** Its pre-orders. */
  preorder: integer(),
  /** Its orders. */
  order: integer(),
  /** Its orders in production. */
  production: integer(),
  /** Its orders in the warehouse. */
  warehouse: integer(),
  /** Its orders on hold. */
  hold: integer(),
} satisfies Record<OrderStage, unknown>);
export type DealerSalesCounts = Infer<typeof DealerSalesCounts>;

/** `GET /dealers/{id}`: the dealer with its sales counts and how many users it has. */
export const DealerDetails = type({
  ...Dealer.schema,
  /** How many records the dealer has at each stage. */
  salesCounts: DealerSalesCounts,
  /** How many users the dealer has. */
  userCount: integer(),
});
export type DealerDetails = Infer<typeof DealerDetails>;

/** What the dealers list sorts by (issue 27): name, status, creation, last change. */
export const dealerSortFields = ['name', 'status', 'createdAt', 'updatedAt'] as const;
export type DealerSortField = (typeof dealerSortFields)[number];

/** The dealers list (spec §2 "Dealers list") and the dealer look-up, declared once (issue 41). */
export const dealerList = defineList({
  key: 'dealers',
  endpoints: { list: 'dealers', export: 'exportDealers' },
  path: '/dealers',
  row: Dealer,
  answer: {
    /** True while later pages hold more dealers. */
    hasMore: boolean(),
  },
  filters: {
    /** Only dealers of this status (deleted ones only when asked for). */
    status: optional(DealerStatus),
    /** The name or a contact's e-mail, or a part of either. */
    search: optional(SearchText),
    /** The dealer of this id only: how a filter names its chosen dealer when its list is empty. */
    id: optional(Id),
  },
  search: ['name', "a contact's e-mail"],
  sortFields: dealerSortFields,
  byDefault: newestFirst,
  scope: { dealerColumn: 'dealers.id' },
  access: dealerAccess.listDealers,
  file: 'dealers',
  columns: {
    name: { sort: 'name', fixed: true },
    description: {},
    status: { sort: 'status' },
    created: { sort: 'createdAt' },
    updated: { sort: 'updatedAt' },
  },
});
/**
 * `GET /dealers`: the list (any status; deleted only when asked for) and the look-up of the filters
 * and the quote form (`status: 'active'`, limit 20, read until `hasMore` is false). Search matches
 * the name or a contact's e-mail. A dealer user's list holds their own dealer only.
 */
export const DealersQuery = dealerList.query;
export type DealersQuery = Infer<typeof DealersQuery>;

export const DealersResponse = dealerList.response;
export const DealerResponse = recordOf(DealerDetails);
export const DealerParams = object({
  /** The dealer's id. */
  id: Id,
});

/** The dealer look-up page size of the filters and the quote form (spec §9). */
export const DEALER_LOOKUP_LIMIT = 20;

/** `GET /dealers/{id}/users`: id and name of the dealer's active users (the salesman pick). */
export const DealerUsersResponse = dataOf(array(Ref));

/* ---------- create and change ---------- */

const AtLeastTwo = text(2, 200, 'Must be at least 2.');

/** Spec §5 "Dealer create": name and description at least 2 characters; the discount starts at 0. */
export const CreateDealerBody = object({
  /** The company's name, 2 to 200 characters. */
  name: AtLeastTwo,
  /** What the company is, 2 to 1,000 characters. */
  description: text(2, 1000, 'Must be at least 2.'),
});
export type CreateDealerBody = Infer<typeof CreateDealerBody>;

/** A percent from 0 to 100 with at most two decimals. */
export const Discount = refine(number(), 'discount', (value) => {
  if (!Number.isFinite(value) || value < 0 || value > 100) return 'Must be between 0 and 100.';
  return hasTwoDecimalsAtMost(value) || TWO_DECIMALS_MESSAGE;
});

/**
 * `PATCH /dealers/{id}`: one section at a time (spec §7), so that two people editing different
 * sections of one profile never undo each other: the account `{ name, description, discount }`,
 * `{ contact }`, `{ responsibleContact }`, or `{ status }` (beyond the spec). Each needs its task's rule
 * (`updateDealerTask`): a dealer admin never sends the discount or the status. The spec's
 * `{ dealerId }` (issue 40) may come alone or beside a section: it must be the dealer of the address
 * (the server answers 400 naming `dealerId` otherwise), and alone it changes nothing.
 */
export const UpdateDealerBody = refine(
  object({
    /** The dealer of the address, when the client sends it too. */
    dealerId: optional(Id),
    /** The company's name (the account section). */
    name: optional(text(1, 200, 'REQUIRED')),
    /** What the company is (the account section). */
    description: optional(text(0, 1000, '')),
    /** The dealer's discount in percent, 0 to 100 (the account section; the organization only). */
    discount: optional(Discount),
    /** The company's contact (its own section). */
    contact: optional(ContactInput),
    /** The responsible person (its own section). */
    responsibleContact: optional(ContactInput),
    /** The new status (its own section; the organization only). */
    status: optional(enums(settableDealerStatuses)),
  }),
  'section',
  (body) => {
    const sections = [
      body.name !== undefined || body.description !== undefined || body.discount !== undefined,
      body.contact !== undefined,
      body.responsibleContact !== undefined,
      body.status !== undefined,
    ].filter(Boolean).length;
    const alone = sections === 0 && body.dealerId !== undefined;
    if (sections !== 1 && !alone)
      return 'Send one section: the account, contact, responsibleContact or status.';
    if (body.name === undefined && (body.description !== undefined || body.discount !== undefined))
      return { path: ['name'], message: 'REQUIRED' };
    return true;
  },
);
export type UpdateDealerBody = Infer<typeof UpdateDealerBody>;

/** The task of `dealerAccess` a `PATCH /dealers/{id}` body asks for: its rule is the endpoint's access. */
export function updateDealerTask(
  body: UpdateDealerBody,
): 'editDealerProfile' | 'changeDealerDiscount' | 'changeDealerStatus' {
  if (body.status !== undefined) return 'changeDealerStatus';
  if (body.discount !== undefined) return 'changeDealerDiscount';
  return 'editDealerProfile';
}

/** Who may call `PATCH /dealers/{id}`: the rule of the task its body names (`updateDealerTask`). */
export const updateDealerAccess = accessByInput(
  {
    editDealerProfile: dealerAccess.editDealerProfile,
    changeDealerDiscount: dealerAccess.changeDealerDiscount,
    changeDealerStatus: dealerAccess.changeDealerStatus,
  },
  ({ body }: { body: UpdateDealerBody }) => updateDealerTask(body),
);

/** The success text of `POST /dealers` (spec §8). */
export const DEALER_CREATED = 'Dealer company created successful!';

/** The success text of `PATCH /dealers/{id}`: the spec's profile key (§8), which the app translates. */
export const DEALER_UPDATED = 'PROFILE.UPDATED';
