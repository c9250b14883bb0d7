import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/*
 * A model's picture (issue 43): uploaded (a new one replaces the old) or removed, by whom may manage
 * prices. The catalogue answers the model's picture, so every price read is asked again, as after
 * any change of the catalogue.
 */

export const setModelPicture = ({ id, file }: { id: number; file: File }) =>
  api.setModelPicture({ params: { id }, file });

export const removeModelPicture = ({ id }: { id: number }) => api.removeModelPicture({ params: { id } });

export const useSetModelPicture = () => useInvalidatingMutation(setModelPicture, priceKeys.all);
export const useRemoveModelPicture = () => useInvalidatingMutation(removeModelPicture, priceKeys.all);
