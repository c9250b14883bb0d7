import { formatMoney, totalsDisplay, type OrderDetails } from '@doorline/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';
import { useTranslation } from '@/lib/i18n';

/** The server's settings (`GET /config`) as the signed-in pages read them. */
export const serverConfigKeys = {
  all: ['server-config'] as const,
};

/**
 * `GET /config` through the signed-in client and its cache, asked once a visit: the shell asks for
 * it beside the current user (`AppLayout`), so the currency is in before a record's data. The
 * signed-out pages read the same answer through `lib/public-config.ts`, which keeps the sign-in
 * page's JavaScript apart from the signed-in pages' (its budget, `npm run size`).
 */
export const serverConfigQueryOptions = () =>
  queryOptions({
    queryKey: serverConfigKeys.all,
    queryFn: ({ signal }) => api.config({ signal }).then((answer) => answer.data),
    staleTime: Infinity,
  });

/** The organization's currency (an ISO 4217 code, the server's CURRENCY), null until it is known. */
export const useCurrency = (): string | null => useQuery(serverConfigQueryOptions()).data?.currency ?? null;

/**
 * How the screens write amounts (issue 40 item 2): the contract's `formatMoney` and `totalsDisplay`
 * (which the record's PDF writes with too), in the reader's language and the organization's currency:
 * `1 234,50 ₴`, `₴1,234.50`. Every amount a screen shows goes through here; until the server has said
 * its currency, amounts are written without one.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const locale = i18n.language;
  return useMemo(
    () => ({
      /** The organization's currency, null until known. */
      currency,
      /** An amount: `1 234,50 ₴`. */
      amount: (value: number) => formatMoney(value, locale, currency),
      /** A record's Totals section (`totalsDisplay`). */
      totals: (totals: OrderDetails['totals']) => totalsDisplay(totals, locale, currency),
    }),
    [locale, currency],
  );
}
