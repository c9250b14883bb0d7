import { superstructResolver } from '@hookform/resolvers/superstruct';
import { AccountType } from '@doorline/api-client';
import type { FieldValues, Resolver } from 'react-hook-form';
import { object, refine, string, unknown, type Struct } from 'superstruct';
import { type TFunction, useLanguageMemo, useTranslation } from '@/lib/i18n';

/* The role forms' rules (spec §5 "Role create", "Role permission update"), read by react-hook-form. */

export interface RoleValues {
  name: string;
  description: string;
  type: AccountType;
  /** The ticked permissions' ids, as the checkbox group holds them. */
  permissionIds: string[];
}

export interface RolePermissionsValues {
  permissionIds: string[];
}

/** At least one permission ('Must be at least 1.'); the checkbox group only ever holds a list of ids. */
const permissionIds = (t: TFunction<'organization'>) =>
  refine(
    unknown(),
    'permissionIds',
    (ids) => (Array.isArray(ids) && ids.length >= 1) || t('roleForm.permissionsRequired'),
  );

/** Role create: name at least 2, description text, type organization or dealer, permissions at least 1. */
export const roleSchema = (t: TFunction<'organization'>) =>
  object({
    name: refine(string(), 'name', (value) => value.trim().length >= 2 || t('roleForm.nameTooShort')),
    description: string(),
    type: AccountType,
    permissionIds: permissionIds(t),
  });

/** Role permission update: permissions at least 1. */
export const rolePermissionsSchema = (t: TFunction<'organization'>) =>
  object({ permissionIds: permissionIds(t) });

/** The checkbox group's values as the API takes them. */
export const toPermissionIds = (ids: readonly string[]) => ids.map(Number);

/** A role form's resolver from one of the schemas above; its messages follow the language. */
export function useRoleResolver<TValues extends FieldValues>(
  // The schemas' own types differ from the form values' (ids are strings until sent).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schemaOf: (t: TFunction<'organization'>) => Struct<any, any>,
): Resolver<TValues> {
  const { t } = useTranslation('organization');
  return useLanguageMemo(() => superstructResolver(schemaOf(t)) as Resolver<TValues>, [schemaOf, t]);
}
