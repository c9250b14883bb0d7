import {
  listStatuses,
  type MainStage,
  type OrderStage,
  type mainOrderList,
  type subOrderList,
} from '@doorline/api-client';
import type { ListQueryOf, ListReading } from '@/lib/list-params';
import { stageLists, orderItemsList } from '@/lib/sales-lists';

type ViewOf<L extends typeof mainOrderList | typeof subOrderList> = NonNullable<ListReading<L>['view']>;

/** The stages with a sub-order list of their own (the order items list is every sub-order). */
export type SubStage = Extract<OrderStage, 'production' | 'warehouse' | 'hold'>;

/** A sales list's query as its page reads it: the main orders' (a sub-order list's has the same filters). */
export type SalesListQuery = ListQueryOf<typeof mainOrderList> | ListQueryOf<typeof subOrderList>;

/** How a stage's main-order list reads its URL: its view, and the statuses its status filter offers. */
export const mainOrdersReading = (stage: MainStage): ListReading<typeof mainOrderList> => ({
  view: stageLists[stage].list as ViewOf<typeof mainOrderList>,
  choices: { status: listStatuses('main', stage) },
});

/** How a sub-order list reads its URL: its view (the stage's, or every sub-order), its statuses. */
export const subOrdersReading = (stage: SubStage | undefined): ListReading<typeof subOrderList> => ({
  view: (stage ? stageLists[stage] : orderItemsList).list as ViewOf<typeof subOrderList>,
  choices: { status: listStatuses('sub', stage) },
});
