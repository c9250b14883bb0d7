import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormDealerPicker } from '@/components/form/form-dealer-picker';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormFields } from '@/components/form/form-fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useMe } from '@/lib/auth';
import { useRoleChoices } from '../api/get-roles';
import { useInviteUser } from '../api/invite-user';
import { inviteSchema, type InviteValues } from '../lib/schemas';
import { AccountTypeField } from './account-type-field';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/**
 * 'Invite user to organization' (spec §2, §5 "Invite user"): name, e-mail, phone and role, and for
 * a dealer user the dealer. A dealer user invites into their own dealer only (no type, no dealer).
 */
export const InviteUserDialog = whileOpen(InviteUserForm);

function InviteUserForm({
  onOpenChange,
  dealerId,
}: DialogFormProps & {
  /** Invites into this dealer (a dealer company's Users tab): no type, no dealer to choose. */
  dealerId?: number | undefined;
}) {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  const isDealerUser = me?.type === 'dealer';
  // A dealer user invites into their own dealer; a dealer company's tab into that dealer.
  const isFixedDealer = isDealerUser || dealerId !== undefined;
  const invite = useInviteUser();
  const form = useForm<InviteValues>({
    defaultValues: {
      type: isFixedDealer ? 'dealer' : 'organization',
      name: '',
      email: '',
      phone: '',
      roleId: null,
      dealerId: dealerId === undefined ? null : String(dealerId),
    },
    resolver: superstructResolver(inviteSchema(t, !isDealerUser)) as Resolver<InviteValues>,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const roles = useRoleChoices(type);
  const names = useAccessNames();
  const submission = useFormSubmission(form, {
    submit: (values) =>
      invite.mutateAsync({
        type: values.type,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        roleId: Number(values.roleId),
        ...(values.type === 'dealer' && values.dealerId ? { dealerId: Number(values.dealerId) } : {}),
      }),
    success: (_result, values) =>
      t('invite.done', {
        type: values.type === 'dealer' ? t('invite.toDealer') : t('invite.toOrganization'),
      }),
    onOpenChange,
  });

  return (
    <FormDialog
      title={
        isFixedDealer
          ? t('invite.titleDealer')
          : type === 'dealer'
            ? t('invite.titleToDealer')
            : t('invite.title')
      }
      description={t('invite.text')}
      submission={submission}
      submitLabel={t('invite.submit')}
    >
      {isFixedDealer ? null : (
        <AccountTypeField
          control={form.control}
          label={t('invite.accountType')}
          // A role belongs to one type: the choice starts again.
          onChange={() => form.setValue('roleId', null)}
        />
      )}
      <FormFields
        control={form.control}
        fields={[
          { name: 'name', label: t('invite.name'), isRequired: true, autoComplete: 'off' },
          { name: 'email', label: t('invite.email'), type: 'email', isRequired: true, autoComplete: 'off' },
          {
            name: 'phone',
            label: t('invite.phone'),
            type: 'tel',
            description: t('invite.phoneHelp'),
            isRequired: true,
            autoComplete: 'off',
          },
        ]}
      />
      <FormSelect
        control={form.control}
        name="roleId"
        label={t('invite.role')}
        placeholder={t('invite.chooseRole')}
        items={(roles.data ?? []).map((role) => ({ id: String(role.id), label: names.role(role) }))}
        description={roles.data && roles.data.length === 0 ? t('invite.noRoles') : undefined}
        // Until the roles are there, an open list would be empty.
        isDisabled={roles.isPending}
        isRequired
      />
      {type === 'dealer' && !isFixedDealer ? (
        <FormDealerPicker
          control={form.control}
          name="dealerId"
          label={t('invite.dealer')}
          placeholder={t('invite.chooseDealer')}
          isRequired
        />
      ) : null}
    </FormDialog>
  );
}
