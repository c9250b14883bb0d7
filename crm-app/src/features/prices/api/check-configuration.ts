import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Configuration } from '@doorline/api-client';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/**
 * A configuration's check and price (`POST /prices/check`, issue 43, part 3): its problems, each
 * naming its field, every option's state and, when nothing stops it, the breakdown from the version
 * in force. Keyed by the configuration, so the answer shown is always the one for what is on screen.
 */
export const configurationCheckQueryOptions = (configuration: Configuration, orderId?: number) =>
  queryOptions({
    // A quote's check prices its dealer's net by the dealer's rules (part 4b).
    queryKey: [...priceKeys.check(configuration), orderId ?? null],
    // The answer with the configuration it is for: a problem's `options.2` is the third option sent.
    queryFn: ({ signal }) =>
      api
        .checkConfiguration({ body: { configuration, ...(orderId ? { orderId } : {}) }, signal })
        .then((answer) => ({ ...answer.data, configuration })),
  });

/**
 * The check of `configuration`, asked on every change of it (nothing while it is null: a field still
 * empty). The last answer stays on screen while the next one is asked (`isPlaceholderData`), and an
 * older answer never replaces a newer one: each has its own key.
 */
export const useConfigurationCheck = (configuration: Configuration | null, orderId?: number) =>
  useQuery({
    ...configurationCheckQueryOptions(configuration ?? emptyConfiguration, orderId),
    enabled: configuration !== null,
    placeholderData: keepPreviousData,
  });

/** The key of the disabled query while nothing is asked. */
const emptyConfiguration: Configuration = {
  modelId: 0,
  width: 0,
  height: 0,
  hand: 'left',
  swing: 'inward',
  options: [],
};
