import type { dealerList } from '@doorline/api-client';
import { dealerStatusFilter } from '@doorline/api-client';
import type { ListReading } from '@/lib/list-params';

/** How the dealers page reads its list (spec §2 "Dealers list"; §4 the status filter's choices). */
export const dealersReading: ListReading<typeof dealerList> = { choices: { status: dealerStatusFilter } };
