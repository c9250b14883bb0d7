import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';
import { recordQuery } from '@/lib/prefetch-record';

const dealer = recordQuery(dealerKeys.record, (args) => api.dealer(args));

/** A dealer with its contacts, its sales counts per stage and how many users it has. */
export const dealerQueryOptions = dealer.options;

export const useDealer = (id: number) => useQuery(dealerQueryOptions(id));

/** Starts a dealer's page data from its path parameter (the router's prefetch). */
export const prefetchDealer = dealer.prefetch;
