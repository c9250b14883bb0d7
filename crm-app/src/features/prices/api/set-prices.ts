import type { ModelPrice, OptionPrice } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/** `PUT /prices/versions/{id}/models/{modelId}` (issue 43): a draft's base price of a model. */
export const setModelPrice = ({
  versionId,
  modelId,
  price,
}: {
  versionId: number;
  modelId: number;
  price: ModelPrice;
}) => api.setModelPrice({ params: { id: versionId, modelId }, body: price });

/** `PUT /prices/versions/{id}/options/{optionId}` (issue 43): a draft's price of an option. */
export const setOptionPrice = ({
  versionId,
  optionId,
  price,
}: {
  versionId: number;
  optionId: number;
  price: OptionPrice;
}) => api.setOptionPrice({ params: { id: versionId, optionId }, body: price });

/** A draft's model price saved; the version's prices are asked again. */
export const useSetModelPrice = () =>
  useInvalidatingMutation(setModelPrice, ({ versionId }) => priceKeys.version(versionId));

/** A draft's option price saved; the version's prices are asked again. */
export const useSetOptionPrice = () =>
  useInvalidatingMutation(setOptionPrice, ({ versionId }) => priceKeys.version(versionId));
