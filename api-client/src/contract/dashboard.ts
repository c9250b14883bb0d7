// Home (issue 27; docs/dashboard.md): `GET /dashboard`, what each user's Home shows. Nothing here is
// a rule of its own: every part of the answer is chosen by a row of the contract's access tables
// (`dashboardSections`) and by the sales flow's action permissions (`waitingWork`), so the server
// fills a section exactly for whom the screens would let in.
import { array, enums, integer, nullable, number, string, type, type Infer } from 'superstruct';
import { administrationAccess } from './administration.js';
import { type AccountType, dataOf, Timestamp } from './common.js';
import { customerAccess } from './customers.js';
import { dealerAccess } from './dealers.js';
import { Notification } from './notifications.js';
import { IsoDate, OrderStage, OrderStatus, Ref } from './orders.js';
import { mayAccess, type AccessRule, type PermissionKey } from './permissions.js';
import {
  mainStages,
  mayTakeAction,
  recordAccess,
  recordKinds,
  rulesOf,
  type RecordKind,
  type SalesAction,
} from './sales-flow.js';

/* ---------- who gets which part ---------- */

/** A part of Home: the account type that has it, where only one does, and the rule of what it shows. */
export interface DashboardSectionAccess {
  readonly type?: AccountType;
  readonly rule?: AccessRule;
}

/**
 * Who gets each part of Home (docs/dashboard.md "Per role"), from the access tables of what it shows,
 * as the app's page access reads them for its pages.
 */
export const dashboardSections = {
  /** Records per stage and status, overdue, new per week, due soonest: whoever reads the records, in their scope. */
  records: { rule: recordAccess.read },
  /** The organization's activity: the records' events (every dealer's), as a record's history shows them. */
  recordEvents: { type: 'organization', rule: recordAccess.read },
  /** The administration changes a user may read on the users', roles' and dealers' pages. */
  userChanges: { type: 'organization', rule: administrationAccess.readUsers },
  roleChanges: { type: 'organization', rule: administrationAccess.readRoles },
  dealerChanges: { type: 'organization', rule: dealerAccess.readDealer },
  /** A dealer user's activity: their own latest notifications, about their dealer's records and company. */
  notifications: { type: 'dealer' },
  /** A dealer user's own dealer, with its discount, as its profile shows it. */
  ownDealer: { type: 'dealer', rule: dealerAccess.readDealer },
  /** The customers in the caller's scope and the newest of them (issue 42): whoever may open the directory. */
  customers: { rule: customerAccess.readCustomers },
} as const satisfies Record<string, DashboardSectionAccess>;
export type DashboardSection = keyof typeof dashboardSections;

interface Reader {
  type: AccountType;
  has: (key: PermissionKey) => boolean;
}

/** Whether `user` gets the part of Home: its account type and its rule. */
export function hasDashboardSection(user: Reader, section: DashboardSection): boolean {
  const access: DashboardSectionAccess = dashboardSections[section];
  return (
    (access.type === undefined || user.type === access.type) && (!access.rule || mayAccess(access.rule, user))
  );
}

/* ---------- "waiting for me" ---------- */

/**
 * The work Home counts as waiting for whoever may do it: the flow's forward actions, on the records
 * in the statuses the action starts from (`rulesOf`), by queue: a quote to approve and a pre-order
 * to confirm (the sales queue), a sub-order to start or complete (production), to send to the
 * warehouse or deliver (warehouse). Whether a user may is `actionPermissions` (`mayTakeAction`).
 */
export const waitingWork = {
  approve: { kind: 'main', queue: 'sales' },
  confirm: { kind: 'main', queue: 'sales' },
  'start-production': { kind: 'sub', queue: 'production' },
  complete: { kind: 'sub', queue: 'production' },
  warehouse: { kind: 'sub', queue: 'warehouse' },
  deliver: { kind: 'sub', queue: 'warehouse' },
} as const satisfies Partial<Record<SalesAction, { kind: RecordKind; queue: string }>>;
export type WaitingAction = keyof typeof waitingWork;
export const waitingActions = Object.keys(waitingWork) as WaitingAction[];
export const workQueues = ['sales', 'production', 'warehouse'] as const;
export type WorkQueue = (typeof workQueues)[number];

/** The statuses whose records wait for the action: those it starts from in the flow. */
export const waitingStatuses = (action: WaitingAction): readonly OrderStatus[] =>
  rulesOf[waitingWork[action].kind][action]?.from ?? [];

/** Whether the work of `action` waits for `user`: they read the records and may take the action. */
export const waitsFor = (action: WaitingAction, user: Reader): boolean =>
  hasDashboardSection(user, 'records') && mayTakeAction(action, user);

/* ---------- due soonest ---------- */

/**
 * The sub-orders Home lists by requested date, earliest (so overdue) first: those on their way to
 * delivery, ordered, in production or in the warehouse (docs/dashboard.md "Due soonest").
 */
export const dueStatuses = [
  'not_started',
  'production',
  'delayed',
  'completed',
  'in_stock',
] as const satisfies readonly OrderStatus[];
/** How many of them Home lists. */
export const DUE_LIMIT = 8;
/** How many activity entries or notifications Home lists. */
export const ACTIVITY_LIMIT = 8;
/** How many weeks the chart of new records shows, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** Home counts a customer as new for this many days after it was created (the server's clock). */
export const NEW_CUSTOMER_DAYS = 30;

/* ---------- the answer ---------- */

const RecordKindStruct = enums(recordKinds);

/** Records of one kind, stage and status in the caller's scope, and how many of them are overdue. */
export const DashboardCount = type({
  /** `main` (quotes, pre-orders, orders) or `sub` (sub-orders). */
  kind: RecordKindStruct,
  /** Their stage. */
  stage: OrderStage,
  /** Their status. */
  status: OrderStatus,
  /** How many there are. */
  count: integer(),
  /** How many of them are overdue. */
  overdue: integer(),
});
export type DashboardCount = Infer<typeof DashboardCount>;

/** The records waiting for an action the caller may take, in one status the action starts from. */
export const DashboardWaiting = type({
  /** The action waiting (`approve`, `confirm`, `start-production` …). */
  action: enums(waitingActions),
  /** `main` or `sub`. */
  kind: RecordKindStruct,
  /** The records' stage. */
  stage: OrderStage,
  /** The status the action starts from. */
  status: OrderStatus,
  /** How many records wait. */
  count: integer(),
  /** How many of them are overdue. */
  overdue: integer(),
});
export type DashboardWaiting = Infer<typeof DashboardWaiting>;

/** Main orders created in one week (from Monday, UTC), by the stage they are at now. */
export const DashboardWeek = type({
  /** The week's Monday, `YYYY-MM-DD`. */
  week: IsoDate,
  /** How many of its records are quotes now. */
  quote: integer(),
  /** How many are pre-orders now. */
  preorder: integer(),
  /** How many are orders now. */
  order: integer(),
});
export type DashboardWeek = Infer<typeof DashboardWeek>;
export const weekStages = mainStages;

/** A sub-order on its way to delivery, with its requested date. */
export const DashboardDue = type({
  /** The sub-order's id. */
  id: integer(),
  /** Its number. */
  orderNumber: string(),
  /** Its stage. */
  stage: OrderStage,
  /** Its status. */
  status: OrderStatus,
  /** The day the customer wants it; null when not set. */
  requestedDate: nullable(string()),
  /** Its main order, whose page shows it. */
  mainOrderId: integer(),
  /** Its dealer. */
  dealer: nullable(Ref),
});
export type DashboardDue = Infer<typeof DashboardDue>;

export const activityKinds = ['order', 'user', 'role', 'dealer'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * One change: a record's event (`kind: 'order'`: the sales action, the status it led to, and the
 * record the page opens, its main order) or an administration change of the audit trail (a user, a
 * role or a dealer, with the trail's action).
 */
export const DashboardActivity = type({
  /** Unique in the list: `order-<event id>` or `audit-<event id>`. */
  key: string(),
  /** `order`, `user`, `role` or `dealer`. */
  kind: enums(activityKinds),
  /** The sales action or the audit trail's action. */
  action: string(),
  /** What changed: the main order (its id) with the event's own number, or the user, role or dealer. */
  subject: type({
    /** Its id. */
    id: integer(),
    /** Its number or name. */
    name: string(),
  }),
  /** An order event's main order's stage now (where its page is), else null. */
  stage: nullable(OrderStage),
  /** The status an order event led to; null for an administration change. */
  toStatus: nullable(OrderStatus),
  /** Who did it; null when the account is gone or the system did it. */
  actor: nullable(Ref),
  /** When. */
  createdAt: Timestamp,
});
export type DashboardActivity = Infer<typeof DashboardActivity>;

/** The customers of the directory in the caller's scope (issue 42). */
export const DashboardCustomers = type({
  /** How many there are: the directory's count. */
  total: integer(),
  /** How many of them were created in the last `NEW_CUSTOMER_DAYS` (30) days, by the server's clock. */
  recent: integer(),
});
export type DashboardCustomers = Infer<typeof DashboardCustomers>;

/**
 * `GET /dashboard`: each part null (or empty) when the caller does not get it (`dashboardSections`,
 * `waitsFor`). `today` is the server's day that overdue is counted against.
 */
export const Dashboard = type({
  /** The server's day, `YYYY-MM-DD`. */
  today: IsoDate,
  /** The records in the caller's scope, by kind, stage and status. */
  counts: nullable(array(DashboardCount)),
  /** The work waiting for the caller. */
  waiting: array(DashboardWaiting),
  /** New records per week, the current week last. */
  weeks: nullable(array(DashboardWeek)),
  /** The sub-orders due soonest. */
  due: nullable(array(DashboardDue)),
  /** The latest changes the caller may see. */
  activity: nullable(array(DashboardActivity)),
  /** A dealer user's latest notifications. */
  notifications: nullable(array(Notification)),
  /** The customers in the caller's scope: how many, and how many are new. */
  customers: nullable(DashboardCustomers),
  /** A dealer user's own dealer. */
  dealer: nullable(
    type({
      /** The dealer's id. */
      id: integer(),
      /** Its name. */
      name: string(),
      /** Its discount, in percent. */
      discount: number(),
    }),
  ),
});
export type Dashboard = Infer<typeof Dashboard>;
export const DashboardResponse = dataOf(Dashboard);
