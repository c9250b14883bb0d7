import { superstructResolver } from '@hookform/resolvers/superstruct';
import { PHOTO_MAX_BYTES, type CurrentUser } from '@doorline/api-client';
import { ImagePicker, TextField, toast } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { any, object, refine, string } from 'superstruct';
import { api } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useRefreshMe } from '../api/me';
import { explainError, fieldErrorsOf } from '../lib/errors';
import { accountChanges, accountValuesOf, isAccountChanged, type AccountValues } from '../lib/form-values';
import { EditDialog } from '@/components/form/edit-dialog';

const PHONE = /^\+\d{10,15}$/;

/** The Account card's Change dialog: name, phone and photo (the e-mail changes under Security). */
export function AccountDialog({
  user,
  isOpen,
  onOpenChange,
}: {
  user: CurrentUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <AccountForm user={user} onOpenChange={onOpenChange} /> : null;
}

function AccountForm({ user, onOpenChange }: { user: CurrentUser; onOpenChange: (isOpen: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const me = useMe();
  const refreshMe = useRefreshMe();
  const [rootError, setRootError] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  const initial = useMemo(() => accountValuesOf(me.data ?? user), [me.data, user]);

  const schema = useMemo(
    () =>
      object({
        name: refine(string(), 'name', (value) => {
          const name = value.trim();
          if (!name) return t('account.nameRequired');
          return name.length >= 2 || t('account.nameTooShort');
        }),
        phone: refine(
          string(),
          'phone',
          (value) => !value.trim() || PHONE.test(value.trim()) || t('account.phoneInvalid'),
        ),
        photo: any(),
      }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const form = useForm<AccountValues>({
    resolver: superstructResolver(schema) as Resolver<AccountValues>,
    defaultValues: initial,
  });
  const values = useWatch({ control: form.control }) as AccountValues;
  const changed = isAccountChanged(initial, { ...initial, ...values });

  const onSubmit = form.handleSubmit(async (submitted) => {
    setRootError(null);
    const { profile, photo } = accountChanges(initial, submitted);
    let saved: CurrentUser | undefined;
    try {
      if (profile) saved = (await api.users.updateMe(profile)).data;
      if (photo instanceof File) saved = (await api.users.addPhoto(photo, photo.name)).data;
      else if (photo === null) saved = (await api.users.removePhoto()).data;
      await refreshMe(saved);
      toast.success(t('account.updated'));
      onOpenChange(false);
    } catch (error) {
      // What was saved before the failure is kept; the form still holds everything typed.
      if (saved) await refreshMe(saved);
      for (const { field, message } of fieldErrorsOf(error, ['name', 'phone'] as const))
        form.setError(field, { message });
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
      form.reset(accountValuesOf(fresh.data ?? user));
    } finally {
      setResetting(false);
    }
  }

  return (
    <EditDialog
      title={t('account.changeAccount')}
      description={t('account.accountHint')}
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
      <Controller
        control={form.control}
        name="photo"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t('account.photo')}
            src={(me.data ?? user).image}
            value={field.value}
            onChange={(file) => {
              form.clearErrors('photo');
              field.onChange(file);
            }}
            maxSizeBytes={PHOTO_MAX_BYTES}
            onReject={(_file, reason) =>
              form.setError('photo', {
                message: t(reason === 'tooLarge' ? 'account.photoTooLarge' : 'account.photoWrongType'),
              })
            }
            description={t('account.photoHint')}
            errorMessage={fieldState.error?.message}
            pickLabel={t('account.uploadPhoto')}
            changeLabel={t('account.changePhoto')}
            clearLabel={t('account.removePhoto')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={t('account.name')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="name"
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <TextField
            label={t('account.phone')}
            type="tel"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="tel"
            placeholder="+380501234567"
            errorMessage={fieldState.error?.message}
          />
        )}
      />
    </EditDialog>
  );
}
