// The sales flow, defined once (docs/sales-flow.md): the actions, which status of which record kind
// allows which action and where it leads, the permission each action needs, the statuses a record
// may be edited in, the statuses each list can hold and the list defaults. Pure data and small pure
// functions: the server's transitions and route table, the client's action maps, the app's action
// menus and the demo seed all read this module.
import type { AccountType } from './common.js';
import type { OrderStage, OrderStatus } from './orders.js';
import type { AccessRule, PermissionKey } from './permissions.js';

/* ---------- the actions ---------- */

/** Actions on one record: `PATCH /orders/:id/<action>` (`?isSubOrder=true` for a sub-order). */
export const orderActions = ['submit', 'approve', 'cancel', 'confirm', 'reject', 'unhold'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Actions over sub-orders of one main order: `PATCH /orders/:mainId/<action>`, body `{ ids }`. */
export const subOrderActions = ['start-production', 'warehouse', 'hold', 'deliver', 'complete'] as const;
export type SubOrderAction = (typeof subOrderActions)[number];

/** Every action of the flow. */
export const salesActions = [...orderActions, ...subOrderActions] as const;
export type SalesAction = (typeof salesActions)[number];

export const isSubOrderAction = (action: SalesAction): action is SubOrderAction =>
  (subOrderActions as readonly string[]).includes(action);

/* ---------- the record kinds ---------- */

/**
 * A main order (one record that is a quote, then a pre-order, then an order, by its stage) or a
 * sub-order (one per item, created when the pre-order is approved).
 */
export const recordKinds = ['main', 'sub'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** The stages a main order goes through; sub-orders go on through production, warehouse and hold. */
export const mainStages = ['quote', 'preorder', 'order'] as const satisfies readonly OrderStage[];
export type MainStage = (typeof mainStages)[number];
export const subStages = [
  'preorder',
  'order',
  'production',
  'warehouse',
  'hold',
] as const satisfies readonly OrderStage[];

/** The stage a record is in at each status the flow produces; the server writes both together. */
export const stageOf: Partial<Record<OrderStatus, OrderStage>> = {
  draft: 'quote',
  rejected: 'quote',
  submitted: 'quote',
  approved: 'preorder',
  canceled: 'preorder',
  order: 'order',
  not_started: 'order',
  production: 'production',
  completed: 'production',
  hold: 'hold',
  in_stock: 'warehouse',
  delivered: 'warehouse',
};

/** The status a quote is created in; a sub-order is born `approved` when its pre-order is approved. */
export const initialStatus: Record<RecordKind, OrderStatus> = { main: 'draft', sub: 'approved' };

/* ---------- where each action leads ---------- */

/**
 * One row of the tables: a record in one of `from` (and, when `heldFrom` is given, held from that
 * status) moves to `to`. `to: 'hold'` remembers the status it leaves; `to: 'held-from'` returns to
 * the remembered status.
 */
export interface Rule {
  readonly from: readonly OrderStatus[];
  readonly heldFrom?: OrderStatus;
  readonly to: OrderStatus | 'held-from';
}

export const mainRules: Partial<Record<SalesAction, Rule>> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  confirm: { from: ['approved'], to: 'order' },
  cancel: { from: ['approved'], to: 'canceled' },
};

/** The statuses a sub-order may be held from, and so the only ones unhold returns to. */
export const holdableStatuses: readonly OrderStatus[] = [
  'approved',
  'not_started',
  'production',
  'completed',
];

export const subRules: Partial<Record<SalesAction, Rule>> = {
  cancel: { from: ['approved'], to: 'canceled' },
  hold: { from: holdableStatuses, to: 'hold' },
  'start-production': { from: ['not_started'], to: 'production' },
  complete: { from: ['production'], to: 'completed' },
  warehouse: { from: ['completed'], to: 'in_stock' },
  deliver: { from: ['in_stock'], to: 'delivered' },
  unhold: { from: ['hold'], to: 'held-from' },
  // Approve on a held sub-order only when it was held from approved.
  approve: { from: ['hold'], heldFrom: 'approved', to: 'approved' },
};

/** The rules of each record kind. */
export const rulesOf: Record<RecordKind, Partial<Record<SalesAction, Rule>>> = {
  main: mainRules,
  sub: subRules,
};

/** What a main-order action does to the main order's sub-orders, in the same transaction. */
export const cascades: Partial<Record<SalesAction, Rule>> = {
  // Held sub-orders stay on hold; canceled ones stay canceled.
  confirm: { from: ['approved'], to: 'not_started' },
  // Every sub-order that is not yet canceled (approved or held, while the main order is approved).
  cancel: { from: ['approved', 'hold'], to: 'canceled' },
};

/**
 * A sub-order held while its pre-order was approved and approved (or unheld) after the order was
 * confirmed joins its siblings in this status instead of staying approved, which nothing moves on
 * from.
 */
export const rejoinStatus: OrderStatus = 'not_started';

export interface RecordState {
  status: OrderStatus;
  heldFromStatus: OrderStatus | null;
}
export interface NextState extends RecordState {
  stage: OrderStage;
}

/** Applies a rule to a record; null when the rule does not accept the record's status. */
export function applyRule(rule: Rule | undefined, current: RecordState): NextState | null {
  if (!rule || !rule.from.includes(current.status)) return null;
  if (rule.heldFrom !== undefined && current.heldFromStatus !== rule.heldFrom) return null;
  if (rule.to === 'held-from') {
    const back = current.heldFromStatus;
    const stage = back && holdableStatuses.includes(back) ? stageOf[back] : undefined;
    if (!back || !stage) return null;
    return { status: back, stage, heldFromStatus: null };
  }
  const stage = stageOf[rule.to]!;
  if (rule.to === 'hold') return { status: 'hold', stage, heldFromStatus: current.status };
  return { status: rule.to, stage, heldFromStatus: null };
}

/** Where `action` takes a main order or a sub-order in `current`; null when it is refused. */
export function nextState(kind: RecordKind, action: SalesAction, current: RecordState): NextState | null {
  return applyRule(rulesOf[kind][action], current);
}

/** Where a main-order action takes one of its sub-orders; null when the sub-order stays. */
export function cascadeState(action: SalesAction, sub: RecordState): NextState | null {
  return applyRule(cascades[action], sub);
}

/** The order the actions are offered in, per record kind (the record page's and the lists' menus). */
export const actionOrder: Record<RecordKind, readonly SalesAction[]> = {
  main: ['submit', 'approve', 'reject', 'confirm', 'cancel'],
  sub: ['start-production', 'complete', 'warehouse', 'deliver', 'unhold', 'approve', 'hold', 'cancel'],
};

/** The actions a record of this kind in this state allows, in `actionOrder`; permissions aside. */
export function allowedActions(kind: RecordKind, row: RecordState): SalesAction[] {
  return actionOrder[kind].filter((action) => nextState(kind, action, row) !== null);
}

/**
 * The shortest run of actions that takes a record from `from` to the status `to` (one of its
 * records' paths through the flow, e.g. a sub-order from not_started to delivered), or null when
 * the flow does not lead there.
 */
export function pathTo(kind: RecordKind, from: RecordState, to: OrderStatus): SalesAction[] | null {
  const key = (s: RecordState) => `${s.status}/${s.heldFromStatus ?? ''}`;
  const seen = new Set([key(from)]);
  let frontier: Array<{ state: RecordState; path: SalesAction[] }> = [{ state: from, path: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { state, path } of frontier) {
      if (state.status === to) return path;
      for (const action of actionOrder[kind]) {
        const moved = nextState(kind, action, state);
        if (!moved || seen.has(key(moved))) continue;
        seen.add(key(moved));
        next.push({
          state: { status: moved.status, heldFromStatus: moved.heldFromStatus },
          path: [...path, action],
        });
      }
    }
    frontier = next;
  }
  return null;
}

/* ---------- who may act ---------- */

/** One permission key, or one per account type (the special cases of docs/permissions.md). */
export type ActionPermission =
  PermissionKey | { readonly organization: PermissionKey; readonly dealer: PermissionKey };

/**
 * The permission each action needs. Confirm and cancel: an organization user with orders.approve,
 * or a dealer user with orders.confirm (a dealer may confirm or cancel its own approved pre-order,
 * and cancel its sub-orders).
 */
export const actionPermissions: Record<SalesAction, ActionPermission> = {
  submit: 'orders.write',
  approve: 'orders.approve',
  reject: 'orders.approve',
  confirm: { organization: 'orders.approve', dealer: 'orders.confirm' },
  cancel: { organization: 'orders.approve', dealer: 'orders.confirm' },
  unhold: 'production.manage',
  'start-production': 'production.manage',
  complete: 'production.manage',
  hold: 'production.manage',
  warehouse: 'warehouse.manage',
  deliver: 'warehouse.manage',
};

/**
 * What the sales records' other routes need (docs/permissions.md): the lists, a record, its items,
 * comments and files read with orders.read; quotes, items and files written with orders.write. A
 * dealer is assigned to a quote by organization users only: a dealer user's quotes are always their
 * own dealer's.
 */
export const recordAccess = {
  read: 'orders.read',
  write: 'orders.write',
  assignDealer: { organization: 'orders.write', dealer: { never: 'onlyOrganizationAssigns' } },
} as const satisfies Record<string, AccessRule>;

/** The key a user of this account type needs for the action. */
export function permissionFor(action: SalesAction, accountType: AccountType): PermissionKey {
  const permission = actionPermissions[action];
  return typeof permission === 'string' ? permission : permission[accountType];
}

/** Whether a user of this type holding these keys may take the action; the server decides anyway. */
export function mayTakeAction(
  action: SalesAction,
  user: { type: AccountType; has: (key: PermissionKey) => boolean },
): boolean {
  return user.has(permissionFor(action, user.type));
}

/* ---------- editing ---------- */

/** Quote information, items and the dealer change only while the quote is draft or rejected. */
export const editableStatuses = ['draft', 'rejected'] as const satisfies readonly OrderStatus[];
export const isEditableStatus = (status: OrderStatus): boolean =>
  (editableStatuses as readonly OrderStatus[]).includes(status);

/* ---------- sending to the customer (issue 28) ---------- */

/**
 * A record is sent to its customer (`POST /orders/{id}/send`, the PDF by e-mail) while it is a quote:
 * every status of the quote stage. A pre-order or an order is downloaded, not sent
 * (docs/sales-flow.md "Sending a quote").
 */
export const sendableStatuses = (Object.keys(stageOf) as OrderStatus[]).filter(
  (status) => stageOf[status] === 'quote',
);
export const isSendableStatus = (status: OrderStatus): boolean => sendableStatuses.includes(status);

/* ---------- overdue ---------- */

/**
 * The statuses of a record that is not delivered yet (docs/sales-flow.md "Overdue"): a record in one
 * of them whose requested date is before today (the server's day, UTC) is overdue. A main order
 * counts until it is confirmed (its sub-orders carry the order on) or canceled; a sub-order until it
 * is delivered (invoiced and paid come after delivery) or canceled. The partial indexes of migration
 * 0009 name the same statuses.
 */
export const undeliveredStatuses: Record<RecordKind, readonly OrderStatus[]> = {
  main: ['draft', 'submitted', 'rejected', 'approved'],
  sub: ['approved', 'not_started', 'production', 'delayed', 'completed', 'in_stock', 'hold'],
};

/** Whether a record of this kind in this status counts as overdue once its requested date has passed. */
export const isUndelivered = (kind: RecordKind, status: OrderStatus): boolean =>
  undeliveredStatuses[kind].includes(status);

/* ---------- the lists ---------- */

export interface SalesList {
  readonly kind: RecordKind;
  /** The stage the list shows; none for every stage. */
  readonly stage?: OrderStage;
  /** The statuses its records can be in: the options of its status filter. */
  readonly statuses: readonly OrderStatus[];
}

/** The quotes, pre-orders and orders lists (main orders) and the sub-order lists. */
export const salesLists = {
  quotes: { kind: 'main', stage: 'quote', statuses: ['draft', 'submitted', 'rejected'] },
  preOrders: { kind: 'main', stage: 'preorder', statuses: ['approved', 'canceled'] },
  orders: { kind: 'main', stage: 'order', statuses: ['order'] },
  orderItems: {
    kind: 'sub',
    statuses: [
      'approved',
      'canceled',
      'not_started',
      'production',
      'completed',
      'in_stock',
      'delivered',
      'hold',
    ],
  },
  production: { kind: 'sub', stage: 'production', statuses: ['production', 'completed'] },
  warehouse: { kind: 'sub', stage: 'warehouse', statuses: ['in_stock', 'delivered'] },
  hold: { kind: 'sub', stage: 'hold', statuses: ['hold'] },
} as const satisfies Record<string, SalesList>;
export type SalesListName = keyof typeof salesLists;

/** Every status a record of this kind can reach, in the flow's order. */
export const kindStatuses: Record<RecordKind, readonly OrderStatus[]> = {
  main: [...salesLists.quotes.statuses, ...salesLists.preOrders.statuses, ...salesLists.orders.statuses],
  sub: salesLists.orderItems.statuses,
};

/** The statuses a list of this kind (and stage, when given) can hold: its status filter's options. */
export function listStatuses(kind: RecordKind, stage?: OrderStage): readonly OrderStatus[] {
  const all = kindStatuses[kind];
  return stage ? all.filter((status) => stageOf[status] === stage) : all;
}

/** Lists: the first page, and five rows a page unless asked (spec §9: 5, 10, 25, 50, 100 offered). */
export const listDefaults = { page: 1, limit: 5 } as const;
export const listPageSizes = [5, 10, 25, 50, 100] as const;
