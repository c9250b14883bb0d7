import type { CreatePriceVersionBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/** `POST /prices/versions` (issue 43): a draft copied from a version of its list. */
export const createPriceVersion = (body: CreatePriceVersionBody) => api.createPriceVersion({ body });

/** A new draft; the price lists are asked again. */
export const useCreatePriceVersion = () => useInvalidatingMutation(createPriceVersion, priceKeys.lists());
