import {
  kindStatuses,
  mainStages,
  orderStatuses,
  subStages,
  type CurrentUser,
  type DashboardCount,
  type OrderStage,
  type OrderStatus,
  type RecordKind,
} from '@doorline/api-client';
import { orderItemsList, salesListHref } from '@/lib/sales-lists';
import { recordsHref } from './links';
import { mayOpen } from '@/lib/page-access';

/** A number of Home and the list it counts, or null when the reader may open no list of exactly those. */
export interface Counted {
  count: number;
  href: string | null;
}

export interface StatusCount extends Counted {
  status: OrderStatus;
}

/** A stage's records: their number, and per status. */
export interface StageSummary extends Counted {
  kind: RecordKind;
  stage: OrderStage;
  statuses: StatusCount[];
}

const statusOrder = (kind: RecordKind) => [...kindStatuses[kind], ...orderStatuses];

/**
 * The records of each of `stages` of a kind, with their statuses in the flow's order: each number a
 * link to its list (`recordsHref`). A stage without records is there with 0.
 */
export function stageSummaries(
  counts: readonly DashboardCount[],
  kind: RecordKind,
  user: CurrentUser | undefined,
): StageSummary[] {
  const stages: readonly OrderStage[] = kind === 'main' ? mainStages : subStages;
  const order = statusOrder(kind);
  return stages.map((stage) => {
    const rows = counts
      .filter((row) => row.kind === kind && row.stage === stage)
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
    return {
      kind,
      stage,
      count: rows.reduce((sum, row) => sum + row.count, 0),
      href: recordsHref(user, kind, stage),
      statuses: rows.map((row) => ({
        status: row.status,
        count: row.count,
        href: recordsHref(user, kind, stage, { status: row.status }),
      })),
    };
  });
}

export type OverdueCard = 'quote' | 'preorder' | 'items' | 'production' | 'warehouse' | 'hold';

/**
 * What is overdue, by the list that shows it with `overdue=true`: quotes and pre-orders (main
 * orders), every order item, and the order items of each stage with a list of its own that the
 * reader may open (a dealer user's production and warehouse are in their order items).
 */
export function overdueCards(
  counts: readonly DashboardCount[],
  user: CurrentUser | undefined,
): Array<Counted & { card: OverdueCard }> {
  const sum = (kind: RecordKind, stage?: OrderStage) =>
    counts
      .filter((row) => row.kind === kind && (!stage || row.stage === stage))
      .reduce((total, row) => total + row.overdue, 0);
  const cards: Array<Counted & { card: OverdueCard }> = [
    {
      card: 'quote',
      count: sum('main', 'quote'),
      href: recordsHref(user, 'main', 'quote', { overdue: true }),
    },
    {
      card: 'preorder',
      count: sum('main', 'preorder'),
      href: recordsHref(user, 'main', 'preorder', { overdue: true }),
    },
    {
      card: 'items',
      count: sum('sub'),
      href: mayOpen(user, orderItemsList.access)
        ? salesListHref(orderItemsList.path, { overdue: true })
        : null,
    },
  ];
  for (const stage of ['production', 'warehouse', 'hold'] as const) {
    const href = recordsHref(user, 'sub', stage, { overdue: true });
    if (href) cards.push({ card: stage, count: sum('sub', stage), href });
  }
  return cards;
}
