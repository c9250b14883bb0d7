import type { AccountType } from '@doorline/api-client';
import { Checkbox, CheckboxGroup, Spinner } from '@doorline/design-system';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ListError } from '@/components/list/list-frame';
import { usePermissions } from '../api/get-permissions';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/**
 * The role forms' permissions: a checkbox group of the permissions of one type, bound to a
 * react-hook-form field holding the ticked ids (its error from validation or from the server).
 */
export function PermissionsField<T extends FieldValues>({
  control,
  name,
  type,
  description,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  type: AccountType;
  description?: string;
}) {
  const { t } = useTranslation('organization');
  const permissions = usePermissions({ type });
  const names = useAccessNames();
  const { field, fieldState } = useController({ control, name });
  if (permissions.isPending) return <Spinner label={t('roleForm.loadingPermissions')} showLabel size="sm" />;
  if (permissions.isError) return <ListError onRetry={() => void permissions.refetch()} />;
  return (
    <CheckboxGroup
      label={t('roleForm.permissions')}
      description={description}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      isRequired
    >
      {permissions.data.map((permission, index) => (
        <Checkbox
          key={permission.id}
          value={String(permission.id)}
          // The first box takes focus when the group is invalid on submit.
          inputRef={index === 0 ? field.ref : undefined}
        >
          {names.permission(type, permission)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
