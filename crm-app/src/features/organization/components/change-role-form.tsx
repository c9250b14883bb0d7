import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { User } from '@doorline/api-client';
import { Button, InlineAlert, Stack } from '@doorline/design-system';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useChangeUserRole } from '../api/change-user-role';
import { useRoleChoices } from '../api/get-roles';
import { roleChoiceSchema, type RoleChoiceValues } from '../lib/schemas';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

export type RoleTarget = Pick<User, 'id' | 'name' | 'type' | 'role'>;

/**
 * The edit-role popover's form (spec §5 "Change user role"): the active roles of the user's type;
 * the server's message inline and as a toast. Loaded when the popover opens (issue 12).
 */
export function ChangeRoleForm({ user, onDone }: { user: RoleTarget; onDone: () => void }) {
  const { t } = useTranslation('organization');
  const formId = useId();
  const roles = useRoleChoices(user.type);
  const names = useAccessNames();
  const changeRole = useChangeUserRole();
  const form = useForm<RoleChoiceValues>({
    defaultValues: { roleId: user.role ? String(user.role.id) : null },
    resolver: superstructResolver(roleChoiceSchema(t)) as Resolver<RoleChoiceValues>,
  });
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ roleId }) => changeRole.mutateAsync({ userId: user.id, roleId: Number(roleId) }),
    success: t('changeRole.done'),
    onSuccess: onDone,
  });
  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormSelect
          control={form.control}
          name="roleId"
          label={t('changeRole.role')}
          items={(roles.data ?? []).map((role) => ({ id: String(role.id), label: names.role(role) }))}
          // Until the roles are there, an open list would be empty (and a person would pick nothing).
          isDisabled={roles.isPending}
          isRequired
        />
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
        <Button type="submit" size="sm" isPending={isSubmitting}>
          {t('changeRole.save')}
        </Button>
      </Stack>
    </form>
  );
}
