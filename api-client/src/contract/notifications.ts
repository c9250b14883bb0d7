// Notifications (issue 26; docs/notifications.md): which change notifies whom, with which message,
// defined once. The server reads the table to choose the recipients of each change, in the change's
// own transaction; the app reads the message codes to word a notification in the reader's language
// (the texts are `serverMessages`, translated like every server message); the settings screen reads
// the groups.
import {
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Timestamp, dataOf } from './common.js';
import { oneOf } from './json-schema.js';
import type { ServerMessageCode } from './messages.js';
import { BooleanParam, Id } from './params.js';
import { defineList } from './lists.js';
import { newestFirst, Ref } from './orders.js';
import type { PermissionKey } from './permissions.js';
import { permissionFor, type OrderAction, type RecordKind, type SubOrderAction } from './sales-flow.js';

/* ---------- who receives what ---------- */

/**
 * Who receives a notification, resolved by the server in the change's transaction. Only active
 * users, never the person who made the change, and a dealer user only about their own dealer's
 * records and company (docs/notifications.md "Recipients").
 * - `salesman`: the record's salesman;
 * - `submitter`: whoever submitted the quote (its latest submit), told the answer too (issue 40);
 * - `dealerAdmins`: the active users of the record's (or the changed) dealer who hold `dealer.profile`;
 * - `commenters`: everyone who commented on the record before;
 * - `subject`: the user the change is about;
 * - `handlers` (issue 40): of a dealer user's change only, the organization users who handle the
 *   record: its latest approver and the organization user who acted on it last (its history; a
 *   sub-order's with its main order's), else the sales managers (`salesManagerPermission`);
 * - `followers` (issue 40): who follows the record (a sub-order's: its main order's followers);
 * - `mentioned` (issue 40): the people a comment mentions (`@`), each of whom may see the record;
 * - `{ organizationWith }`: the organization users holding the key.
 */
export type Recipient =
  | 'salesman'
  | 'submitter'
  | 'dealerAdmins'
  | 'commenters'
  | 'subject'
  | 'handlers'
  | 'followers'
  | 'mentioned'
  | { readonly organizationWith: PermissionKey };

/** The groups a user turns e-mail on or off for; in the app, every notification is always shown. */
export const notificationGroups = ['sales', 'production', 'comments', 'administration'] as const;
export type NotificationGroup = (typeof notificationGroups)[number];

export interface NotificationEvent {
  readonly group: NotificationGroup;
  readonly to: readonly Recipient[];
  /** The tab of a main record's page it opens (its e-mail's link and the app's); else the details. */
  readonly opens?: 'comments';
}

/** The key a dealer's administrators hold: the dealer's own profile (docs/permissions.md). */
export const dealerAdminPermission: PermissionKey = 'dealer.profile';

/**
 * The key that makes an organization user a sales manager (issue 40, docs/permissions.md): the one
 * that approves a quote (`orders.approve`), which the seeded Sales manager and Administrator hold.
 * Not `orders.write`, which enters quotes without deciding on them, nor `orders.read`, which
 * production has too.
 */
export const salesManagerPermission: PermissionKey = permissionFor('approve', 'organization');

/** A record's people: its salesman, its dealer's administrators and its followers (issue 40). */
const recordPeople: readonly Recipient[] = ['salesman', 'dealerAdmins', 'followers'];
/**
 * New work for production (issue 40): a record's people and the organization users who produce
 * (`production.manage`), told as sales is.
 */
const productionWork: readonly Recipient[] = [
  ...recordPeople,
  { organizationWith: permissionFor('start-production', 'organization') },
];
/** The answer to a submitted quote: its people and whoever pressed Submit (one notification each). */
const answerPeople: readonly Recipient[] = [...recordPeople, 'submitter'];

/**
 * Every event that notifies, by its message code (`serverMessages`): its e-mail group and its
 * recipients. One row per kind of change; the sales actions map onto rows by `actionEvents`.
 */
export const notificationEvents = {
  quoteSubmitted: { group: 'sales', to: [{ organizationWith: salesManagerPermission }, 'followers'] },
  quoteApproved: { group: 'sales', to: answerPeople },
  quoteRejected: { group: 'sales', to: answerPeople },
  preOrderConfirmed: { group: 'sales', to: productionWork },
  preOrderCanceled: { group: 'sales', to: recordPeople },
  subOrderCanceled: { group: 'production', to: recordPeople },
  productionStarted: { group: 'production', to: productionWork },
  productionFinished: { group: 'production', to: recordPeople },
  movedToWarehouse: { group: 'production', to: recordPeople },
  delivered: { group: 'production', to: recordPeople },
  putOnHold: { group: 'production', to: productionWork },
  releasedFromHold: { group: 'production', to: productionWork },
  commentAdded: {
    group: 'comments',
    to: ['salesman', 'commenters', 'handlers', 'followers'],
    opens: 'comments',
  },
  // A comment's mentions are told once, by this event: the comment's other recipients but them.
  mentionedInComment: { group: 'comments', to: ['mentioned'], opens: 'comments' },
  userWaitsForApproval: { group: 'administration', to: [{ organizationWith: 'users.approve' }] },
  roleChanged: { group: 'administration', to: ['subject'] },
  dealerStatusChanged: { group: 'administration', to: ['dealerAdmins'] },
  dealerDiscountChanged: { group: 'administration', to: ['dealerAdmins'] },
} as const satisfies Record<string, NotificationEvent>;

export type NotificationEventName = keyof typeof notificationEvents & ServerMessageCode;
export const notificationEventNames = Object.keys(notificationEvents) as NotificationEventName[];

/**
 * The event of each sales action, by the kind of record it moved. A cascade (confirm moving the
 * sub-orders on) notifies as its main record's action only; an action missing here notifies nobody.
 */
export const actionEvents: {
  readonly main: Partial<Record<OrderAction, NotificationEventName>>;
  readonly sub: Partial<Record<OrderAction | SubOrderAction, NotificationEventName>>;
} = {
  main: {
    submit: 'quoteSubmitted',
    approve: 'quoteApproved',
    reject: 'quoteRejected',
    confirm: 'preOrderConfirmed',
    cancel: 'preOrderCanceled',
  },
  sub: {
    cancel: 'subOrderCanceled',
    'start-production': 'productionStarted',
    complete: 'productionFinished',
    warehouse: 'movedToWarehouse',
    deliver: 'delivered',
    hold: 'putOnHold',
    unhold: 'releasedFromHold',
    // A sub-order held from approved comes back by approve.
    approve: 'releasedFromHold',
  },
};

/** How long a notification is kept (docs/notifications.md "Retention"). */
export const NOTIFICATION_RETENTION_DAYS = 90;

/* ---------- the API's shapes ---------- */

/** What a notification is about: a main order or sub-order (with its number), a user or a dealer. */
export const notificationSubjectKinds = ['main', 'sub', 'user', 'dealer'] as const satisfies readonly (
  RecordKind | 'user' | 'dealer'
)[];
export const NotificationSubject = type({
  /** `main` (a quote, pre-order or order), `sub` (a sub-order), `user` or `dealer`. */
  kind: enums(notificationSubjectKinds),
  /** Its id. */
  id: integer(),
  /** The transaction number of an order or sub-order; null for a user or a dealer. */
  number: nullable(string()),
  /**
   * The main order whose page shows it (issue 40): a sub-order's main order, a main order's own id;
   * null for a user or a dealer. A sub-order's place in the app is its order's items.
   */
  mainId: optional(nullable(integer())),
});
export type NotificationSubject = Infer<typeof NotificationSubject>;

export const Notification = type({
  /** The notification's id, also its place in the live stream. */
  id: integer(),
  /** The event: also the message code (`serverMessages`), worded with `params` in the reader's language. */
  code: enums(notificationEventNames),
  /** The values the message's words name (a number, a name), by name. */
  params: record(string(), oneOf([string(), number()])),
  /** The English text of the code and params, for a client without translations. */
  message: string(),
  /** The spec's open flag: true until the user reads it. */
  isOpen: boolean(),
  /** What it is about; null when that is gone. */
  about: nullable(NotificationSubject),
  /** Who made the change; null when the account is gone. */
  actor: nullable(Ref),
  /** The reader is the salesman of the order or sub-order it is about (the app toasts these). */
  mine: boolean(),
  /** When it happened. */
  createdAt: Timestamp,
});
export type Notification = Infer<typeof Notification>;

/** What a user's notifications sort by (issue 40): their time; newest first without a sort. */
export const notificationSortFields = ['createdAt'] as const;
export type NotificationSortField = (typeof notificationSortFields)[number];

/** `GET /notifications`: the caller's own notifications (issue 26), newest first. */
export const notificationList = defineList({
  key: 'notifications',
  endpoints: { list: 'listNotifications' },
  path: '/notifications',
  row: Notification,
  filters: {
    /** Only the unread (`isOpen`) ones. */
    unread: optional(BooleanParam),
  },
  sortFields: notificationSortFields,
  byDefault: newestFirst,
  scope: 'own',
  access: 'self',
  columns: {
    message: { fixed: true },
    state: {},
    actor: {},
    time: { sort: 'createdAt' },
  },
});
/** `GET /notifications`'s query: page, page size, unread only and the sort. */
export const NotificationsQuery = notificationList.query;
export const NotificationsResponse = notificationList.response;
export const NotificationResponse = dataOf(Notification);
export const UnreadCountResponse = dataOf(
  type({
    /** How many of the caller's notifications are unread. */
    count: integer(),
  }),
);
/** `PATCH /notifications/read-all`: how many it marked read. */
export const MarkedReadResponse = dataOf(
  type({
    /** How many it marked read. */
    marked: integer(),
  }),
);
/** The stream's answer is `text/event-stream`, not JSON: its events are described below. */
export const NotificationStreamResponse = string();
export const NotificationParams = object({
  /** The notification's id. */
  id: Id,
});

/** Per group (`notificationGroups`), whether its notifications are also e-mailed. */
export const NotificationSettings = type({
  /** Per group, true when its notifications are also e-mailed. */
  email: type({
    /** Quotes, pre-orders and orders. */
    sales: boolean(),
    /** Sub-orders in production, the warehouse and delivery. */
    production: boolean(),
    /** Comments and mentions. */
    comments: boolean(),
    /** Users, roles and dealers. */
    administration: boolean(),
  }),
});
export type NotificationSettings = Infer<typeof NotificationSettings>;
export const NotificationSettingsResponse = dataOf(NotificationSettings);
/** Any of the groups; the others keep their setting. */
export const UpdateNotificationSettingsBody = object({
  /** The groups to change, each true (e-mail them) or false. */
  email: object({
    /** Quotes, pre-orders and orders. */
    sales: optional(boolean()),
    /** Sub-orders in production, the warehouse and delivery. */
    production: optional(boolean()),
    /** Comments and mentions. */
    comments: optional(boolean()),
    /** Users, roles and dealers. */
    administration: optional(boolean()),
  }),
});

/** The e-mail setting of a user who never changed it: off for every group. */
export const defaultNotificationSettings = {
  email: { sales: false, production: false, comments: false, administration: false },
} as const satisfies NotificationSettings & { email: Record<NotificationGroup, boolean> };

/* ---------- the live stream (`GET /notifications/stream`, Server-Sent Events) ---------- */

/**
 * The events of the stream, by their SSE `event:` name:
 * - `notification`: a new notification (`data` is a `Notification`, `id:` its id, so that a
 *   reconnect with `Last-Event-ID` resumes after it);
 * - `user`: the user's role, permissions or status changed: reload what you know of them;
 * - `session-ended`: the session ended (`data` is an error body with the reason's code); the server
 *   closes the stream after it;
 * - a comment line (`: heartbeat`) every `STREAM_HEARTBEAT_SECONDS`.
 */
export const streamEventNames = ['notification', 'user', 'session-ended'] as const;
export type StreamEventName = (typeof streamEventNames)[number];
export const STREAM_HEARTBEAT_SECONDS = 15;
