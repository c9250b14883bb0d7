import type { Role } from '@doorline/api-client';
import { Button, InlineAlert, Inline, Stack } from '@doorline/design-system';
import { useForm } from 'react-hook-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useUpdateRolePermissions } from '../api/update-role-permissions';
import {
  rolePermissionsSchema,
  toPermissionIds,
  useRoleResolver,
  type RolePermissionsValues,
} from '../lib/role-schemas';
import * as styles from '../organization.css';
import { PermissionsField } from './permissions-field';
import { useTranslation } from '@/lib/i18n';

export type EditableRole = Pick<Role, 'id' | 'key' | 'name' | 'type' | 'permissions'>;

/**
 * The permission popover's form (spec §5 "Role permission update"): the permissions of the role's
 * type, at least one; Save sends the whole set. Loaded when the popover opens (issue 12).
 */
export function PermissionEditorForm({ role, onClose }: { role: EditableRole; onClose: () => void }) {
  const { t } = useTranslation('organization');
  const update = useUpdateRolePermissions();

  const form = useForm<RolePermissionsValues>({
    resolver: useRoleResolver<RolePermissionsValues>(rolePermissionsSchema),
    defaultValues: { permissionIds: role.permissions.map((permission) => String(permission.id)) },
  });
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ permissionIds }) =>
      update.mutateAsync({ roleId: role.id, permissionIds: toPermissionIds(permissionIds) }),
    success: t('roleForm.permissionsUpdated'),
    onSuccess: onClose,
    fields: ['permissionIds'],
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.editor}>
      <Stack gap="md">
        <div className={styles.editorChoices}>
          <PermissionsField control={form.control} name="permissionIds" type={role.type} />
        </div>
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
        <Inline gap="sm" justify="end">
          <Button variant="secondary" size="sm" onPress={onClose} isDisabled={isSubmitting}>
            {t('roleForm.cancel')}
          </Button>
          <Button type="submit" size="sm" isPending={isSubmitting} pendingLabel={t('roleForm.saving')}>
            {t('roleForm.save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
