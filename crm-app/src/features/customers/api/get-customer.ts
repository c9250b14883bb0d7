import { useQuery } from '@tanstack/react-query';
import { customerQueryOptions } from '@/lib/customer-lookup';

/** A customer with its contacts, address, tags, note and dealer (`GET /customers/{id}`): the look-up's one query of it. */
export { customerQueryOptions, prefetchCustomer } from '@/lib/customer-lookup';

export const useCustomer = (id: number) => useQuery(customerQueryOptions(id));
