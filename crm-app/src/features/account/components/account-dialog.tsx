import { superstructResolver } from '@hookform/resolvers/superstruct';
import { PHONE_PATTERN, PHOTO_MAX_BYTES, type CurrentUser } from '@doorline/api-client';
import { ImagePicker } from '@doorline/design-system';
import { Controller, type Resolver } from 'react-hook-form';
import { any, object, refine, string } from 'superstruct';
import { EditDialog } from '@/components/form/edit-dialog';
import { whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useEditForm } from '@/components/form/use-edit-form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useAddPhoto } from '../api/add-photo';
import { useMe } from '../api/get-me';
import { useRemovePhoto } from '../api/remove-photo';
import { useUpdateProfile } from '../api/update-profile';
import { accountChanges, accountValuesOf, isAccountChanged, type AccountValues } from '../lib/form-values';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/** The Account card's Change dialog: name, phone and photo (the e-mail changes under Security). */
export const AccountDialog = whileOpen(AccountForm);

function AccountForm({ user, onOpenChange }: DialogFormProps & { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const me = useMe();
  const updateProfile = useUpdateProfile();
  const addPhoto = useAddPhoto();
  const removePhoto = useRemovePhoto();

  const schema = useLanguageMemo(
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
          (value) => !value.trim() || PHONE_PATTERN.test(value.trim()) || t('account.phoneInvalid'),
        ),
        photo: any(),
      }),
    [t],
  );

  const edit = useEditForm({
    record: me.data ?? user,
    refetch: async () => (await me.refetch()).data ?? user,
    valuesOf: accountValuesOf,
    isChanged: isAccountChanged,
    resolver: superstructResolver(schema) as Resolver<AccountValues>,
  });
  const { form, initial } = edit;

  // Each part that was saved before a failure stays saved (its mutation stored the answer); the
  // form still holds everything typed.
  const submission = useFormSubmission(form, {
    submit: async (submitted) => {
      const { profile, photo } = accountChanges(initial, submitted);
      if (profile) await updateProfile.mutateAsync(profile);
      if (photo instanceof File) await addPhoto.mutateAsync(photo);
      else if (photo === null) await removePhoto.mutateAsync();
    },
    fields: ['name', 'phone'],
    success: t('account.updated'),
    onOpenChange,
  });

  return (
    <EditDialog
      title={t('account.changeAccount')}
      description={t('account.accountHint')}
      edit={edit}
      submission={submission}
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
      <FormFields
        control={form.control}
        fields={[
          { name: 'name', label: t('account.name'), autoComplete: 'name', isRequired: true },
          {
            name: 'phone',
            label: t('account.phone'),
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+380501234567',
          },
        ]}
      />
    </EditDialog>
  );
}
