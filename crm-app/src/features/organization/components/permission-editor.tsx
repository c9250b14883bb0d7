import type { Role } from '@doorline/api-client';
import { Button, IconButton, InlineAlert, Inline, Popover, Stack } from '@doorline/design-system';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

export type EditableRole = Pick<Role, 'id' | 'name' | 'type' | 'permissions'>;

/**
 * A role's permission set in a popover (spec §2 "badges with an edit popover"): the permissions of
 * the role's type, at least one; Save sends the whole set (spec §5 "Role permission update").
 */
export function PermissionEditor({ role }: { role: EditableRole }) {
  const { t } = useTranslation('organization');
  const [isOpen, setOpen] = useState(false);
  return (
    <Popover
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t('roleForm.editTitle', { name: role.name })}
      placement="bottom"
      trigger={
        <IconButton
          aria-label={t('roles.editPermissions', { name: role.name })}
          icon={<Pencil aria-hidden size={16} />}
          variant="ghost"
          size="sm"
        />
      }
    >
      {isOpen ? <PermissionEditorForm role={role} onClose={() => setOpen(false)} /> : null}
    </Popover>
  );
}

function PermissionEditorForm({ role, onClose }: { role: EditableRole; onClose: () => void }) {
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
