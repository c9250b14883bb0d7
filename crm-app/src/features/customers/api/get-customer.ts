import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { recordQuery } from '@/lib/prefetch-record';

const customer = recordQuery(customerKeys.record, (args) => api.customer(args));

/** A customer with its contacts, address, tags, note and dealer (`GET /customers/{id}`). */
export const customerQueryOptions = customer.options;

export const useCustomer = (id: number) => useQuery(customerQueryOptions(id));

/** Starts a customer's page data from its path parameter (the router's prefetch). */
export const prefetchCustomer = customer.prefetch;
