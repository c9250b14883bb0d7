import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { CurrentUser } from '@doorline/api-client';
import { TextField, toast } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, refine, string } from 'superstruct';
import { api } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useRefreshMe } from '../api/me';
import { explainError, fieldErrorsOf } from '../lib/errors';
import { contactInputOf, contactValuesOf, isContactChanged, type ContactValues } from '../lib/form-values';
import { EditDialog } from '@/components/form/edit-dialog';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fields = ['name', 'email', 'phone', 'mobile', 'fax'] as const;
const inputTypes = { name: 'text', email: 'email', phone: 'tel', mobile: 'tel', fax: 'tel' } as const;
const autoCompletes = { name: 'name', email: 'email', phone: 'tel', mobile: 'tel', fax: 'off' } as const;

/** The Public contacts card's Change dialog (spec §5 "Contact forms"). */
export function ContactDialog({
  user,
  isOpen,
  onOpenChange,
}: {
  user: CurrentUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <ContactForm user={user} onOpenChange={onOpenChange} /> : null;
}

export function ContactForm({
  user,
  onOpenChange,
}: {
  user: CurrentUser;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const me = useMe();
  const refreshMe = useRefreshMe();
  const [rootError, setRootError] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  const initial = useMemo(() => contactValuesOf((me.data ?? user).contact), [me.data, user]);

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

  const form = useForm<ContactValues>({
    resolver: superstructResolver(schema) as Resolver<ContactValues>,
    defaultValues: initial,
  });
  const values = useWatch({ control: form.control }) as ContactValues;
  const changed = isContactChanged(initial, { ...initial, ...values });

  const onSubmit = form.handleSubmit(async (submitted) => {
    setRootError(null);
    try {
      const answer = await api.users.updateMe({ contact: contactInputOf(submitted) });
      await refreshMe(answer.data);
      toast.success(t('account.updated'));
      onOpenChange(false);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error, fields)) form.setError(field, { message });
      const message = explainError(t, error, t('errors.tryAgain'));
      setRootError(message);
      toast.error(message);
    }
  });

  async function reset() {
    setResetting(true);
    setRootError(null);
    try {
      const fresh = await me.refetch();
      form.reset(contactValuesOf((fresh.data ?? user).contact));
    } finally {
      setResetting(false);
    }
  }

  return (
    <EditDialog
      title={t('account.changeContacts')}
      isOpen
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={onSubmit}
      isChanged={changed}
      isSaving={form.formState.isSubmitting}
      onReset={() => void reset()}
      isResetting={isResetting}
      rootError={rootError}
    >
      {fields.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField
              label={t(`account.${name}`)}
              type={inputTypes[name]}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete={autoCompletes[name]}
              errorMessage={fieldState.error?.message}
              isRequired={name === 'name'}
            />
          )}
        />
      ))}
    </EditDialog>
  );
}
