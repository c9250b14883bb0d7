import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { CurrentUser } from '@doorline/api-client';
import { useId, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, refine, string } from 'superstruct';
import { EditDialog } from '@/components/form/edit-dialog';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useEditForm } from '@/components/form/use-edit-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { contactInputOf, contactValuesOf, isContactChanged, type ContactValues } from '../lib/form-values';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fields = ['name', 'email', 'phone', 'mobile', 'fax'] as const;
const inputTypes = { name: 'text', email: 'email', phone: 'tel', mobile: 'tel', fax: 'tel' } as const;
const autoCompletes = { name: 'name', email: 'email', phone: 'tel', mobile: 'tel', fax: 'off' } as const;

/** The Public contacts card's Change dialog (spec §5 "Contact forms"). */
export const ContactDialog = whileOpen(ContactForm);

export function ContactForm({ user, onOpenChange }: DialogFormProps & { user: CurrentUser }) {
  const { t, i18n } = useTranslation('account');
  const formId = useId();
  const me = useMe();
  const updateProfile = useUpdateProfile();

  const schema = useMemo(
    () =>
      object({
        name: refine(string(), 'name', (value) => value.trim().length > 0 || t('account.contactRequired')),
        email: refine(
          string(),
          'email',
          (value) => !value.trim() || EMAIL.test(value.trim()) || t('account.emailInvalid'),
        ),
        phone: string(),
        mobile: string(),
        fax: string(),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const edit = useEditForm({
    record: me.data ?? user,
    refetch: async () => (await me.refetch()).data ?? user,
    valuesOf: (record: CurrentUser) => contactValuesOf(record.contact),
    isChanged: isContactChanged,
    resolver: superstructResolver(schema) as Resolver<ContactValues>,
  });
  const { form } = edit;

  const submission = useFormSubmission(form, {
    submit: (submitted) => updateProfile.mutateAsync({ contact: contactInputOf(submitted) }),
    fields,
    success: t('account.updated'),
    onSuccess: () => onOpenChange(false),
  });

  return (
    <EditDialog
      title={t('account.changeContacts')}
      isOpen
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={(event) => void submission.onSubmit(event)}
      edit={edit}
      isSaving={submission.isSubmitting}
      rootError={submission.rootError}
    >
      {fields.map((name) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={t(`account.${name}`)}
          type={inputTypes[name]}
          autoComplete={autoCompletes[name]}
          isRequired={name === 'name'}
        />
      ))}
    </EditDialog>
  );
}
