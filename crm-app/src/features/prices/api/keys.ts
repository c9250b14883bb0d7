/*
 * The prices' query keys (issue 43): in `@/lib/price-reads`, which a quote's items read too (a
 * configured item's door, the price versions).
 */
export { priceKeys } from '@/lib/price-reads';
