import type { FamilyBody, ModelBody, OptionBody, OptionGroupBody } from '@doorline/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuditQuery } from '@/lib/user-keys';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { priceKeys } from './keys';

/*
 * Editing the catalogue itself (issue 43, part 2): a family, a model, an option group or an option
 * created (no id) or changed (its id), hidden or shown, and its audit trail. A change of the
 * catalogue changes what every price read shows (the catalogue, the checks, the trails), so all of
 * them are asked again.
 */

/** The catalogue's kinds of row, as its editing names them. */
export type CatalogueKind = 'family' | 'model' | 'group' | 'option';

export const saveFamily = ({ id, body }: { id?: number; body: FamilyBody }) =>
  id === undefined ? api.createFamily({ body }) : api.changeFamily({ params: { id }, body });

export const saveModel = ({ id, body }: { id?: number; body: ModelBody }) =>
  id === undefined ? api.createModel({ body }) : api.changeModel({ params: { id }, body });

export const saveOptionGroup = ({ id, body }: { id?: number; body: OptionGroupBody }) =>
  id === undefined ? api.createOptionGroup({ body }) : api.changeOptionGroup({ params: { id }, body });

export const saveOption = ({ id, body }: { id?: number; body: OptionBody }) =>
  id === undefined ? api.createOption({ body }) : api.changeOption({ params: { id }, body });

/** A family, a model, an option group or an option hidden (`active: false`) or shown. */
export const setCatalogueActive = ({
  kind,
  id,
  active,
}: {
  kind: CatalogueKind;
  id: number;
  active: boolean;
}): Promise<{ message: string }> => {
  const input = { params: { id }, body: { active } };
  switch (kind) {
    case 'family':
      return api.setFamilyActive(input);
    case 'model':
      return api.setModelActive(input);
    case 'group':
      return api.setOptionGroupActive(input);
    case 'option':
      return api.setOptionActive(input);
  }
};

/** A page of the row's trail, read through its kind's endpoint (each loaded with the area's module). */
function readTrail(kind: CatalogueKind, id: number, query: AuditQuery, signal: AbortSignal) {
  const input = { params: { id }, query, signal };
  switch (kind) {
    case 'family':
      return api.familyAudit(input);
    case 'model':
      return api.modelAudit(input);
    case 'group':
      return api.optionGroupAudit(input);
    case 'option':
      return api.optionAudit(input);
  }
}

/**
 * A page of a catalogue row's audit trail, newest first; under the prices' key, so a change of the
 * catalogue asks it again.
 */
export const catalogueTrailOptions = (kind: CatalogueKind, id: number) => (query: AuditQuery) =>
  queryOptions({
    queryKey: [...priceKeys.all, 'trail', kind, id, query] as readonly unknown[],
    queryFn: ({ signal }) => readTrail(kind, id, query, signal),
    placeholderData: keepPreviousData,
  });

export const useSaveFamily = () => useInvalidatingMutation(saveFamily, priceKeys.all);
export const useSaveModel = () => useInvalidatingMutation(saveModel, priceKeys.all);
export const useSaveOptionGroup = () => useInvalidatingMutation(saveOptionGroup, priceKeys.all);
export const useSaveOption = () => useInvalidatingMutation(saveOption, priceKeys.all);
export const useSetCatalogueActive = () => useInvalidatingMutation(setCatalogueActive, priceKeys.all);
