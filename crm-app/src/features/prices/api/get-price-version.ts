import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/** A price version with every model's and option's price (`GET /prices/versions/{id}`, issue 43). */
export const priceVersionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: priceKeys.version(id),
    queryFn: ({ signal }) => api.priceVersion({ params: { id }, signal }).then((answer) => answer.data),
  });

/** The prices of the version `id`; nothing is asked while there is none to show (null). */
export const usePriceVersion = (id: number | null) =>
  useQuery({ ...priceVersionQueryOptions(id ?? 0), enabled: id !== null });
