export const statusTones = ['neutral', 'info', 'success', 'warning', 'critical', 'accent'] as const;
export type StatusTone = (typeof statusTones)[number];

export const statusKinds = ['user', 'dealer', 'order'] as const;
export type StatusKind = (typeof statusKinds)[number];

/** User statuses; `inactive` and `deleted` appear only as filter options. */
export const userStatuses = [
  'invited',
  'active',
  'suspended',
  'blocked',
  'pending_approval',
  'inactive',
  'deleted',
] as const;
export type UserStatus = (typeof userStatuses)[number];

export const dealerStatuses = ['active', 'inactive', 'deleted', 'blocked', 'invited'] as const;
export type DealerStatus = (typeof dealerStatuses)[number];

/** The one vocabulary shared by quotes, pre-orders, orders and sub-orders. */
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
export type OrderStatus = (typeof orderStatuses)[number];

const userTones: Record<UserStatus, StatusTone> = {
  invited: 'info',
  active: 'success',
  suspended: 'warning',
  blocked: 'critical',
  pending_approval: 'accent',
  inactive: 'neutral',
  deleted: 'neutral',
};

const dealerTones: Record<DealerStatus, StatusTone> = {
  active: 'success',
  inactive: 'neutral',
  deleted: 'neutral',
  blocked: 'critical',
  // The spec shows an invited dealer in red.
  invited: 'critical',
};

const orderTones: Record<OrderStatus, StatusTone> = {
  draft: 'neutral',
  rejected: 'critical',
  submitted: 'info',
  approved: 'success',
  order: 'accent',
  canceled: 'neutral',
  created: 'info',
  not_started: 'neutral',
  production: 'accent',
  hold: 'warning',
  delayed: 'critical',
  completed: 'success',
  in_stock: 'info',
  delivered: 'success',
  paid: 'success',
  invoiced: 'accent',
};

const tones: Record<StatusKind, Record<string, StatusTone>> = {
  user: userTones,
  dealer: dealerTones,
  order: orderTones,
};

/** The badge tone of a status; a status the design system does not know is neutral. */
export function statusTone(kind: StatusKind, status: string): StatusTone {
  return Object.hasOwn(tones[kind], status) ? tones[kind][status]! : 'neutral';
}

/** The spec's default label: underscores as spaces, first letter capitalised, the rest lower-cased. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
