import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { priceKeys } from './keys';

/**
 * The door catalogue (`GET /prices/catalogue`, issue 43): the families, the models with their size
 * rules, the option groups and the options with their rules, each in its order. It changes rarely.
 */
export const priceCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.catalogue(),
    queryFn: ({ signal }) => api.priceCatalogue({ signal }).then((answer) => answer.data),
  });

export const usePriceCatalogue = () => useQuery(priceCatalogueQueryOptions());
