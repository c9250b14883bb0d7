import type { FamilyBody, ModelBody, OptionBody, OptionGroupBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/*
 * Editing the catalogue itself (issue 43, part 2): a family, a model, an option group or an option
 * created (no id) or changed (its id), and a model or an option hidden or shown. A change of the
 * catalogue changes what every price read shows (the catalogue, the checks), so all of them are
 * asked again.
 */

export const saveFamily = ({ id, body }: { id?: number; body: FamilyBody }) =>
  id === undefined ? api.createFamily({ body }) : api.changeFamily({ params: { id }, body });

export const saveModel = ({ id, body }: { id?: number; body: ModelBody }) =>
  id === undefined ? api.createModel({ body }) : api.changeModel({ params: { id }, body });

export const saveOptionGroup = ({ id, body }: { id?: number; body: OptionGroupBody }) =>
  id === undefined ? api.createOptionGroup({ body }) : api.changeOptionGroup({ params: { id }, body });

export const saveOption = ({ id, body }: { id?: number; body: OptionBody }) =>
  id === undefined ? api.createOption({ body }) : api.changeOption({ params: { id }, body });

/** A model or an option hidden (`active: false`) or shown. */
export const setCatalogueActive = ({
  kind,
  id,
  active,
}: {
  kind: 'model' | 'option';
  id: number;
  active: boolean;
}): Promise<{ message: string }> =>
  kind === 'model'
    ? api.setModelActive({ params: { id }, body: { active } })
    : api.setOptionActive({ params: { id }, body: { active } });

export const useSaveFamily = () => useInvalidatingMutation(saveFamily, priceKeys.all);
export const useSaveModel = () => useInvalidatingMutation(saveModel, priceKeys.all);
export const useSaveOptionGroup = () => useInvalidatingMutation(saveOptionGroup, priceKeys.all);
export const useSaveOption = () => useInvalidatingMutation(saveOption, priceKeys.all);
export const useSetCatalogueActive = () => useInvalidatingMutation(setCatalogueActive, priceKeys.all);
