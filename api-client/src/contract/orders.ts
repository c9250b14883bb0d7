import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import {
  AccountType,
  Contact,
  Email,
  MAX_ID,
  SearchText,
  Timestamp,
  recordOf,
  doneOf,
  dataOf,
} from './common.js';
import { BooleanParam, Id, pageQuery } from './params.js';
import { documentLanguages } from '../texts/languages.js';
import { ContactInput } from './account.js';
import { hasTwoDecimalsAtMost, ITEM_PRICE_MAX, TWO_DECIMALS_MESSAGE } from './amounts.js';

// The sales flow (issue 5): spec §2 "Sales flow screens", §3, §4 "Order statuses", §5, §7
// "Orders" and "Items"; docs/sales-flow.md for where each action leads.

export const orderStages = ['quote', 'preorder', 'order', 'production', 'warehouse', 'hold'] as const;
export const OrderStage = enums(orderStages);
export type OrderStage = Infer<typeof OrderStage>;

export const orderStatuses = [
  'draft',
  'rejected',
  'submitted',
  'approved',
  'order',
  'canceled',
  'created',
  'not_started',
  'production',
  'hold',
  'delayed',
  'completed',
  'in_stock',
  'delivered',
  'paid',
  'invoiced',
] as const;
export const OrderStatus = enums(orderStatuses);
export type OrderStatus = Infer<typeof OrderStatus>;

const DAY_MS = 86_400_000;

/**
 * The server's calendar day of a moment, `YYYY-MM-DD` in UTC: the day a requested date is held to
 * ("cannot be in the past", docs/sales-flow.md "Requested date"), Home's "overdue" and the export's
 * file name count from. One definition for the server, its tests, the benchmarks and the demo data.
 */
export const calendarDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The calendar day `days` after the day of `at` (before it when negative), in the server's days. A
 * test, a benchmark or a seed that sends a date the server compares with today takes it from here,
 * counted from the clock the server runs on, never writes one in (issue 38, docs/conventions.md
 * "Dates in tests").
 */
export const daysAfter = (at: Date, days: number): string =>
  calendarDay(new Date(at.getTime() + days * DAY_MS));

/**
 * The body fields the server holds to today (refused before it: `pastDate`). A test must not send one
 * as a literal calendar day: `api-server/test/literal-dates.test.ts` reads this list.
 */
export const TODAY_CHECKED_FIELDS = ['requestedDate', 'effectiveFrom'] as const;

/** `YYYY-MM-DD`, a real calendar day from 1900-01-01 on (spec §5 "Date picker"). */
export const IsoDate = refine(string(), 'date', (value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Must be a date as YYYY-MM-DD';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'Must be a real date';
  if (value < '1900-01-01') return 'Must be 1900-01-01 or later';
  return true;
});

/** The sales lists' filters and page. */
export const ListQuery = object({
  ...pageQuery,
  /** Only records at this stage. */
  stage: optional(OrderStage),
  /** Only records of this status. */
  status: optional(OrderStatus),
  /** Transaction number, or part of it; three or more characters use the trigram index. */
  search: optional(SearchText),
  /** Only this dealer's records (for a dealer user, always their own). */
  dealerId: optional(Id),
  /** `true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue"). */
  overdue: optional(BooleanParam),
});
export type ListQuery = Infer<typeof ListQuery>;

/**
 * What the sub-order lists sort by (issue 27; issue 40 added the salesman and the last change): the
 * number columns, the status (by its key, the same in every language), the dealer and the salesman
 * (by name), the requested date, the creation and the last change. Not the item count: see
 * docs/decisions.md "Issue 27: sortable lists" and "Issue 40 (lists)".
 */
export const subOrderSortFields = [
  'id',
  'orderNumber',
  'status',
  'dealer',
  'salesman',
  'requestedDate',
  'createdAt',
  'updatedAt',
] as const;
export type SubOrderSortField = (typeof subOrderSortFields)[number];

/** What the quote, pre-order and order lists sort by: a sub-order's fields and the reference number. */
export const orderSortFields = [...subOrderSortFields, 'referenceNumber'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/**
 * A list's default order, newest first (issue 40): what a list shows without a sort, so that its
 * header says how the rows are ordered (`aria-sort`). The server orders by it without a `sort`.
 */
export const newestFirst = { field: 'createdAt', order: 'desc' } as const;

export const Ref = type({
  /** Its id. */
  id: integer(),
  /** Its name. */
  name: string(),
});
export const SalesmanRef = type({
  /** The person's id. */
  id: integer(),
  /** The person's name. */
  name: string(),
  /** Their account type: `organization` or `dealer`. */
  type: AccountType,
});
/** A person as a record names them: id, name and account type (its salesman, whom it may mention). */
export type PersonRef = Infer<typeof SalesmanRef>;

/** When a record was created and last changed. */
const timestamps = {
  /** When it was created. */
  createdAt: Timestamp,
  /** When it last changed. */
  updatedAt: Timestamp,
};

/** An order's dealer and salesman, each null when not (yet) set. */
const dealerAndSalesman = {
  /** The dealer the record is for; null until one is assigned. */
  dealer: nullable(Ref),
  /** The record's salesman; null when none is set. */
  user: nullable(SalesmanRef),
};

export const SubOrderRef = type({
  /** The sub-order's id. */
  id: integer(),
  /** Its number: the main order's, with its place (`Q-1024-2`). */
  orderNumber: string(),
  /** Its status. */
  status: OrderStatus,
  ...timestamps,
});
export type SubOrderRef = Infer<typeof SubOrderRef>;

/** A sub-order as its record's details name it: the reference, with its item and the dealer's net. */
export const RecordSubOrder = type({
  ...SubOrderRef.schema,
  /** The item it makes; null when the item is gone. */
  itemId: nullable(integer()),
  /**
   * The dealer's net of its item's line (issue 43): a configured door's stored net, a free line's
   * amount less the record's dealer's discount; null when the item is gone.
   */
  netPrice: nullable(number()),
});
export type RecordSubOrder = Infer<typeof RecordSubOrder>;

/** What a main order shows wherever it is listed or opened. */
const mainOrderFields = {
  /** The record's id. */
  id: integer(),
  /** Its transaction number. */
  orderNumber: string(),
  /** The customer's own number for it (Reference #); null when not given. */
  referenceNumber: nullable(string()),
  /** A note on it; null when none. */
  note: nullable(string()),
  /** The day the customer wants it, `YYYY-MM-DD`; null when not set. */
  requestedDate: nullable(string()),
  /** Where it is in the sales flow: quote, pre-order, order, production, warehouse or hold. */
  stage: OrderStage,
  /** Its status at that stage. */
  status: OrderStatus,
};

/** A row of the quote, pre-order and order lists (main orders). */
export const MainOrderRow = type({
  ...mainOrderFields,
  /** How many items it holds. */
  itemsCount: integer(),
  ...dealerAndSalesman,
  /** Its sub-orders, one per item once it is an order. */
  subOrders: array(SubOrderRef),
  ...timestamps,
});
export type MainOrderRow = Infer<typeof MainOrderRow>;

/** A row of the order-items, production, warehouse and hold lists (sub-orders). */
export const SubOrderRow = type({
  /** The sub-order's id. */
  id: integer(),
  /** Its number. */
  orderNumber: string(),
  /** Where it is in the sales flow. */
  stage: OrderStage,
  /** Its status at that stage. */
  status: OrderStatus,
  /** The status a held sub-order returns to on unhold. */
  heldFromStatus: nullable(OrderStatus),
  /** The day the customer wants it, `YYYY-MM-DD`; null when not set. */
  requestedDate: nullable(string()),
  /** The main order it belongs to. */
  mainOrder: type({
    /** The main order's id. */
    id: integer(),
    /** Its transaction number. */
    orderNumber: string(),
    /** Its status. */
    status: OrderStatus,
  }),
  /** The item it makes; null when the item is gone. */
  item: nullable(
    type({
      /** The item's id. */
      id: integer(),
      /** What the item is. */
      description: string(),
      /** Its price, in the organization's currency. */
      price: number(),
      /**
       * The dealer's net of its line (issue 43: the order the manufacturer produces carries the net): a
       * configured door's stored net; a free line's amount less the record's dealer's discount.
       */
      netPrice: number(),
    }),
  ),
  ...dealerAndSalesman,
  ...timestamps,
});
export type SubOrderRow = Infer<typeof SubOrderRow>;

/** An item is `free` (a description and a price, the spec's) or `configured` (a door of the catalogue). */
export const itemKinds = ['free', 'configured'] as const;

/** The side the hinges are on, seen from the side the door opens to. */
export const doorHands = ['left', 'right'] as const;
export type DoorHand = (typeof doorHands)[number];
/** Which way the leaf opens. */
export const doorSwings = ['inward', 'outward'] as const;
export type DoorSwing = (typeof doorSwings)[number];

/*
 * The catalogue's and the dealers' rules' vocabularies (issue 43), here in the eager contract with a
 * door's hands and swings: the audit trail words them on every history, without the prices' modules.
 */

/** How many leaves a model has: one, one and a half (a wide leaf and a narrow one) or two. */
export const leafCounts = ['single', 'oneAndHalf', 'double'] as const;
export type LeafCount = (typeof leafCounts)[number];

/** What a rule applies to, most specific first: an option group, a model, a family, everything. */
export const priceRuleTargets = ['group', 'model', 'family', 'all'] as const;
export type PriceRuleTarget = (typeof priceRuleTargets)[number];

/** A percentage off the list, or a net price replacing it. */
export const priceRuleKinds = ['percent', 'net'] as const;
export type PriceRuleKind = (typeof priceRuleKinds)[number];

/**
 * What a configured item's line says, from the snapshot it keeps (docs/decisions.md "Issue 43: a
 * door's line in the reader's language"): the screens and the PDF write it in the reader's language
 * (`doorLine`), where `description` is the English one the lists' files read.
 */
export const DoorLabel = type({
  /** The model's code. */
  code: string(),
  /** The model's names when the door was added, in each language. */
  names: type({
    /** In English. */
    en: string(),
    /** In Ukrainian. */
    uk: string(),
    /** In Russian. */
    ru: string(),
  }),
  /** The door's width in millimetres. */
  width: integer(),
  /** The door's height in millimetres. */
  height: integer(),
  /** The hand it is made in. */
  hand: enums(doorHands),
  /** The way it opens. */
  swing: enums(doorSwings),
  /** The chosen options' codes, in the order chosen. */
  options: array(string()),
});
export type DoorLabel = Infer<typeof DoorLabel>;

export const Item = type({
  /** The item's id. */
  id: integer(),
  /** `free` or `configured`: a configured door's configuration and breakdown are `GET /items/{id}/door`'s. */
  kind: enums(itemKinds),
  /** The record it belongs to. */
  orderId: integer(),
  /** What the item is: the door and its options. */
  description: string(),
  /** A configured door's line, to be written in the reader's language; null for a free item. */
  door: nullable(DoorLabel),
  /** Its price, in the organization's currency, before the discount. */
  price: number(),
  /** The line's discount given by hand, in percent (issue 43, part 4). */
  discountPercent: number(),
  /** The price less the line's discount, to the cent: what the subtotal adds. */
  amount: number(),
  /** The line's discount is above its giver's role's maximum: the approver's must allow it. */
  needsApproval: boolean(),
  /**
   * The dealer's net price of a configured door (issue 43, part 4b): the list price after the dealer's
   * rules, as it was when it was added; null for a free item.
   */
  netPrice: nullable(number()),
  ...timestamps,
});
export type Item = Infer<typeof Item>;

export const OrderEvent = type({
  /** The event's id. */
  id: integer(),
  /** The record it happened to. */
  orderId: integer(),
  /** The sub-order's number when the event is a sub-order's; null for the record itself. */
  orderNumber: string(),
  /** The action taken (`submit`, `approve`, `send` …). */
  action: string(),
  /** The status before; null when the record was created. */
  fromStatus: nullable(OrderStatus),
  /** The status after. */
  toStatus: OrderStatus,
  /** Who took the action; null when the account is gone. */
  user: nullable(Ref),
  /**
   * What the event names beyond the status: the address a quote was sent to (`send`, issue 28), the
   * number a quote was copied from (`copy`); a line's discount (`discount`) as JSON, `{"line": 3,
   * "discountPercent": 12.5}`, for the reader's language to write the figures.
   */
  detail: nullable(string()),
  /** When it happened. */
  createdAt: Timestamp,
});
export type OrderEvent = Infer<typeof OrderEvent>;

/** `GET /orders/main/:id`: the record with its items, sub-orders, totals and history. */
export const OrderDetails = type({
  ...mainOrderFields,
  /** The dealer the record is for, with its discount now; null until assigned. */
  dealer: nullable(
    type({
      /** The dealer's id. */
      id: integer(),
      /** The dealer's name. */
      name: string(),
      /** The dealer's discount now, in percent. */
      discount: number(),
    }),
  ),
  /** The record's salesman; null when none is set. */
  user: nullable(SalesmanRef),
  /** The dealer's customer the quote is for. */
  customer: type({
    /** The customer of the directory it is for (issue 42); null when none is linked. */
    id: nullable(integer()),
    /** The customer's contact; null when not given. */
    contact: nullable(Contact),
  }),
  /** Its items. */
  items: array(Item),
  /** How many items it holds. */
  itemsCount: integer(),
  /** Its sub-orders, one per item once it is an order, each with its line's dealer net. */
  subOrders: array(RecordSubOrder),
  /**
   * Sum of item prices, the discount (percent), and the total after it. `discountFixed`: the percent
   * is the dealer's discount stored at approval, which no later change of the dealer's touches;
   * before approval it is the dealer's current one (docs/sales-flow.md "Discount").
   */
  totals: type({
    /** The sum of the items' amounts (their prices less their line discounts). */
    subtotal: number(),
    /** The discount, in percent. */
    discountPercent: number(),
    /** The discount, as an amount. */
    discount: number(),
    /** What is owed: the subtotal less the discount. */
    total: number(),
    /**
     * The dealer's net total (issue 43): its lines' nets, a configured door's stored net and a free
     * line's amount less the discount, each to the cent. Never on the PDF sent to the customer.
     */
    net: number(),
    /** True once approved: the percent no longer follows the dealer's. */
    discountFixed: boolean(),
  }),
  /** A line's discount above its giver's maximum (issue 43, part 4); null when no line has one. */
  lineDiscountApproval: nullable(
    type({
      /** The highest such discount, in percent: the approver's role must allow at least it. */
      highest: number(),
    }),
  ),
  /** Its history, oldest first. */
  events: array(OrderEvent),
  /** The reader follows the record: told of its comments and changes (issue 40). */
  following: boolean(),
  ...timestamps,
});
export type OrderDetails = Infer<typeof OrderDetails>;

export const OrderDetailsResponse = recordOf(OrderDetails);

export const IdParams = object({
  /** The record's id. */
  id: Id,
});
export const OrderIdParams = object({
  /** The record's id. */
  orderId: Id,
});

/**
 * Spec §5 "Create quote": requestedDate required; dealer and salesman optional; the customer's
 * contact beyond the spec, as `PATCH /orders/{id}` takes it (issue 40).
 */
export const CreateOrderBody = object({
  /** The day the customer wants it, `YYYY-MM-DD`, today or later. */
  requestedDate: IsoDate,
  /** The dealer it is for (a dealer user's own when they create it). */
  dealerId: optional(Id),
  /** Its salesman. */
  userId: optional(Id),
  /** The customer's contact. */
  customerContact: optional(nullable(ContactInput)),
  /**
   * The customer of the directory it is for (issue 42): one the caller may see, of the quote's dealer
   * (the organization's own for a quote without one); without `customerContact`, its contact is copied.
   */
  customerId: optional(Id),
});
export type CreateOrderBody = Infer<typeof CreateOrderBody>;

/** Spec §5 "Edit quote": all optional; the customer's contact beyond the spec. */
export const UpdateOrderBody = object({
  /** The customer's own number for it; null clears it. */
  referenceNumber: optional(nullable(size(string(), 0, 100))),
  /** A note; null clears it. */
  note: optional(nullable(size(string(), 0, 2000))),
  /** The day the customer wants it, today or later; null clears it. */
  requestedDate: optional(nullable(IsoDate)),
  /** The customer's contact; null clears it. */
  customerContact: optional(nullable(ContactInput)),
  /**
   * The customer of the directory it is for (issue 42), as for a new quote; without
   * `customerContact`, its contact is copied. null unlinks it and keeps the contact.
   */
  customerId: optional(nullable(Id)),
});
export type UpdateOrderBody = Infer<typeof UpdateOrderBody>;

/** Spec §5 "Assign dealer". */
export const AssignDealerBody = object({
  /** The dealer to assign. */
  dealerId: coerce(
    refine(integer(), 'dealerId', (n) => (n > 0 && n <= MAX_ID ? true : 'Please select a dealer')),
    pattern(string(), /^\d{1,10}$/),
    Number,
  ),
});

export const ActionQuery = object({
  /** `true`: the id is a sub-order's, not a main order's. */
  isSubOrder: optional(BooleanParam),
});
/** The sub-order actions: all or nothing over the listed ids of one main order. */
export const IdsBody = object({
  /** The sub-orders to act on, 1 to 500, all of one main order. */
  ids: size(array(Id), 1, 500),
});
export type IdsBody = Infer<typeof IdsBody>;
export const ActionResponse = type({
  /** What was done, in English. */
  message: string(),
  /** The records changed. */
  data: type({
    /** The records the action changed. */
    ids: array(integer()),
  }),
});
export type ActionResponse = Infer<typeof ActionResponse>;

/** Spec §5 "Add item"; the price has at most two decimals (issue 40). */
export const CreateItemBody = object({
  /** The quote to add it to. */
  orderId: refine(number(), 'orderId', (n) =>
    Number.isInteger(n) && n >= 1 && n <= MAX_ID ? true : 'Must be at least 1.',
  ),
  /** What the item is, 1 to 2,000 characters. */
  description: refine(string(), 'description', (value) =>
    value.trim().length < 1 ? 'Must be at least 1.' : value.length > 2000 ? 'Must be at most 2000.' : true,
  ),
  /** Its price, 0 or more, at most two decimals. */
  price: refine(number(), 'price', (n) =>
    !Number.isFinite(n) || n < 0
      ? 'Must be at least 0.'
      : n > ITEM_PRICE_MAX
        ? `Must be at most ${ITEM_PRICE_MAX}.`
        : hasTwoDecimalsAtMost(n) || TWO_DECIMALS_MESSAGE,
  ),
});
export type CreateItemBody = Infer<typeof CreateItemBody>;
export const ItemResponse = doneOf(Item);

/* ---------- comments and files of a record ---------- */

/**
 * A comment; `mentions` (issue 40) are the people it mentions with `@`, whose names its body holds
 * as `@Name` (a person whose account is gone is left out).
 */
export const Comment = type({
  /** The comment's id. */
  id: integer(),
  /** Its text, with each mention as `@Name`. */
  body: string(),
  /** Who wrote it; null when the account is gone. */
  author: nullable(Ref),
  /** The people it mentions. */
  mentions: array(Ref),
  /** When it was written. */
  createdAt: Timestamp,
});
export type Comment = Infer<typeof Comment>;
export const CommentsResponse = dataOf(array(Comment));
/** The most people one comment mentions. */
export const MENTIONS_MAX = 20;
/** A comment's text: 1 to 5,000 characters, not only spaces (a record's and a customer's, issue 42). */
export const CommentText = refine(string(), 'body', (value) =>
  value.trim().length < 1 ? 'Must be at least 1.' : value.length > 5000 ? 'Must be at most 5000.' : true,
);
export const CreateCommentBody = object({
  /** The comment's text, 1 to 5,000 characters. */
  body: CommentText,
  /** The people the comment mentions (issue 40), each someone who may see the record; told of it. */
  mentions: optional(size(array(Id), 0, MENTIONS_MAX)),
});
/** `GET /orders/{id}/mentionable`: who a comment may mention, by a part of their name. */
export const MentionableQuery = object({
  /** A part of a name. */
  search: optional(SearchText),
});
/** The people who may see a record, whom its comments may mention: the first 10 by name. */
export const MentionableResponse = dataOf(array(SalesmanRef));
export const MENTIONABLE_LIMIT = 10;
export const CommentResponse = doneOf(Comment);
/** The success text of adding a comment (a record's, a customer's). */
export const COMMENT_ADDED = 'Comment added';

/** `PUT` / `DELETE /orders/main/{id}/follow` (issue 40): whether the caller now follows the record. */
export const FollowResponse = type({
  /** Whether the caller follows it. */
  data: type({
    /** True when the caller now follows the record. */
    following: boolean(),
  }),
});

export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export const FileInfo = type({
  /** The file's id. */
  id: integer(),
  /** Its name as uploaded. */
  name: string(),
  /** Its media type. */
  mime: string(),
  /** Its size in bytes. */
  size: integer(),
  /** Who uploaded it; null when the account is gone. */
  author: nullable(Ref),
  /** When it was uploaded. */
  createdAt: Timestamp,
});
export type FileInfo = Infer<typeof FileInfo>;
export const FilesResponse = dataOf(array(FileInfo));
export const FileResponse = doneOf(FileInfo);
/** The success text of uploading a file (a record's, a customer's). */
export const FILE_UPLOADED = 'File uploaded';
/** The success text of deleting a file (a record's, a customer's). */
export const FILE_DELETED = 'File deleted';
export const FileParams = object({
  /** The record's id. */
  id: Id,
  /** The file's id. */
  fileId: Id,
});

/* ---------- the record as a document (issue 28) ---------- */

/** The language a record's PDF is written in: the shared vocabulary's (`texts/`). */
export const DocumentLanguageParam = enums(documentLanguages);

/** `GET /orders/main/:id/document?lang=uk`: the record as a PDF in the reader's language (default en). */
export const OrderDocumentQuery = object({
  /** The document's language: `en` (the default), `uk` or `ru`. */
  lang: optional(DocumentLanguageParam),
});
export type OrderDocumentQuery = Infer<typeof OrderDocumentQuery>;

/** The limits of the "Send to customer" form, shared by the form and the server. */
export const SEND_SUBJECT_MAX = 200;
export const SEND_MESSAGE_MAX = 5000;

/** `POST /orders/:id/send`: the quote's PDF to the customer, in `lang`, through the outbox. */
export const SendOrderBody = object({
  /** The customer's e-mail address. */
  email: Email,
  /** The e-mail's subject, 1 to 200 characters. */
  subject: refine(string(), 'subject', (value) =>
    value.trim().length < 1
      ? 'Must be at least 1.'
      : value.length > SEND_SUBJECT_MAX
        ? `Must be at most ${SEND_SUBJECT_MAX}.`
        : true,
  ),
  /** The e-mail's text, at most 5,000 characters. */
  message: refine(string(), 'message', (value) =>
    value.length > SEND_MESSAGE_MAX ? `Must be at most ${SEND_MESSAGE_MAX}.` : true,
  ),
  /** The language of the attached PDF: `en` (the default), `uk` or `ru`. */
  lang: optional(DocumentLanguageParam),
});
export type SendOrderBody = Infer<typeof SendOrderBody>;

export const SendOrderResponse = type({
  /** What was done, in English. */
  message: string(),
  /** Where it went. */
  data: type({
    /** The address it was sent to. */
    email: string(),
    /** The attached PDF's name. */
    fileName: string(),
  }),
});
