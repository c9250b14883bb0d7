import type { AccountType, Role } from '@doorline/api-client';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useCreateRole } from '../api/create-role';
import { roleSchema, toPermissionIds, useRoleResolver, type RoleValues } from '../lib/role-schemas';
import { AccountTypeField } from './account-type-field';
import { PermissionsField } from './permissions-field';
import { useTranslation } from '@/lib/i18n';

/**
 * 'Add role' (spec §5 "Role create"): name at least 2, a description, the type (the current tab's
 * unless changed) and at least one permission of that type; a new type clears the ticks, so only
 * permissions of the chosen type are sent.
 */
export const AddRoleDialog = whileOpen(AddRoleForm);

function AddRoleForm({
  onOpenChange,
  defaultType,
  onCreated,
}: DialogFormProps & { defaultType: AccountType; onCreated?: (role: Role) => unknown }) {
  const { t } = useTranslation('organization');
  const createRole = useCreateRole();

  const form = useForm<RoleValues>({
    resolver: useRoleResolver<RoleValues>(roleSchema),
    defaultValues: { name: '', description: '', type: defaultType, permissionIds: [] },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const submission = useFormSubmission(form, {
    submit: ({ name, description, type: roleType, permissionIds }) =>
      createRole.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        type: roleType,
        permissionIds: toPermissionIds(permissionIds),
      }),
    success: t('roleForm.created'),
    onOpenChange,
    onSuccess: async (answer) => {
      await onCreated?.(answer.data);
    },
    fields: ['name', 'description', 'type', 'permissionIds'],
  });

  return (
    <FormDialog title={t('roleForm.title')} submission={submission} submitLabel={t('roleForm.submit')}>
      <FormFields
        control={form.control}
        fields={[
          { name: 'name', label: t('roleForm.name'), maxLength: 200, isRequired: true },
          {
            kind: 'textArea',
            name: 'description',
            label: t('roleForm.description'),
            maxLength: 500,
            rows: 2,
          },
        ]}
      />
      <AccountTypeField
        control={form.control}
        label={t('roleForm.type')}
        // Permissions of the other type cannot be sent (spec §5).
        onChange={() => form.setValue('permissionIds', [])}
        isRequired
      />
      <PermissionsField
        control={form.control}
        name="permissionIds"
        type={type}
        description={t('roleForm.permissionsHelp')}
      />
    </FormDialog>
  );
}
