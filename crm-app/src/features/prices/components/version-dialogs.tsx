import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { PriceList, PriceVersion } from '@doorline/api-client';
import { DatePicker, fromIsoDate, toIsoDate } from '@doorline/design-system';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { languages, type Language } from '@/lib/session';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { pickerLocale, todayDay, todayIso } from '@/lib/picker-dates';
import { useCreatePriceVersion } from '../api/create-price-version';
import { usePublishPriceVersion } from '../api/publish-price-version';
import {
  draftBodyOf,
  draftSchema,
  NAME_MAX,
  publishSchema,
  type DraftValues,
  type PublishValues,
} from '../lib/version-forms';
import { versionLabel } from '../lib/version-label';
import { draftSource, nameOf } from '../lib/versions';

/**
 * New draft of a price list (issue 43): the version whose prices it starts from (the one in force
 * unless another is chosen) and its name in each language, filled in with that version's names; a
 * name not yet typed follows the version chosen.
 */
export const NewDraftDialog = whileOpen(NewDraftForm);

/** Each name's label: the language it is in. */
const nameLabels = {
  en: 'versionForm.nameEn',
  uk: 'versionForm.nameUk',
  ru: 'versionForm.nameRu',
} as const satisfies Record<Language, string>;

function NewDraftForm({
  list,
  copyList = list,
  onOpenChange,
}: DialogFormProps & {
  list: PriceList;
  /** The list whose versions it may copy: its own, or the list price's for a list without versions. */
  copyList?: PriceList;
}) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const create = useCreatePriceVersion();
  const source = draftSource(copyList);
  const resolver = useLanguageMemo(
    () =>
      superstructResolver(
        draftSchema({
          chooseVersion: t('versionForm.chooseVersion'),
          nameRequired: t('versionForm.nameRequired'),
        }),
      ) as unknown as Resolver<DraftValues>,
    [t],
  );
  const form = useForm<DraftValues>({
    resolver,
    defaultValues: {
      copyFrom: source ? String(source.id) : null,
      names: source ? { ...source.names } : { en: '', uk: '', ru: '' },
    },
  });
  const submission = useFormSubmission(form, {
    // A version of another list copied: the draft is of this list all the same.
    submit: (values) =>
      create.mutateAsync({
        ...draftBodyOf(values),
        ...(copyList.id === list.id ? {} : { priceListId: list.id }),
      }),
    success: t('versionForm.created'),
    onOpenChange,
    fields: ['copyFrom', 'names.en', 'names.uk', 'names.ru'],
  });

  // The names follow the version to copy, each until it is typed in.
  const copyFrom = useWatch({ control: form.control, name: 'copyFrom' });
  const followed = useRef(copyFrom);
  useEffect(() => {
    if (followed.current === copyFrom) return;
    followed.current = copyFrom;
    const chosen = copyList.versions.find((version) => String(version.id) === copyFrom);
    if (!chosen) return;
    for (const language of languages)
      if (!form.getFieldState(`names.${language}`).isDirty)
        form.setValue(`names.${language}`, chosen.names[language]);
  }, [copyFrom, form, copyList]);

  const listName = nameOf(list.names, i18n.language);
  return (
    <FormDialog
      title={t('versionForm.newTitle', { list: listName })}
      description={t('versionForm.newText')}
      submission={submission}
      submitLabel={t('versionForm.create')}
    >
      <FormSelect
        control={form.control}
        name="copyFrom"
        label={t('versionForm.copyFrom')}
        items={copyList.versions.map((version) => ({
          id: String(version.id),
          label: versionLabel(t, { list: copyList, version }, i18n.language, copyList.id !== list.id),
        }))}
        isRequired
      />
      <FormFields
        control={form.control}
        fields={languages.map((language) => ({
          name: `names.${language}` as const,
          label: t(nameLabels[language]),
          maxLength: NAME_MAX,
          isRequired: true,
          autoComplete: 'off',
        }))}
      />
    </FormDialog>
  );
}

/**
 * Publish a draft (issue 43): the day it takes effect, today or later (the date picker allows no
 * earlier day); from then on it is never changed.
 */
export const PublishVersionDialog = whileOpen(PublishVersionForm);

function PublishVersionForm({ version, onOpenChange }: DialogFormProps & { version: PriceVersion }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const publish = usePublishPriceVersion();
  const resolver = useLanguageMemo(
    () =>
      superstructResolver(
        publishSchema(
          { dateRequired: t('versionForm.dateRequired'), pastDate: t('versionForm.pastDate') },
          todayIso(),
        ),
      ) as unknown as Resolver<PublishValues>,
    [t],
  );
  const form = useForm<PublishValues>({ resolver, defaultValues: { effectiveFrom: '' } });
  const submission = useFormSubmission(form, {
    submit: ({ effectiveFrom }) => publish.mutateAsync({ id: version.id, effectiveFrom }),
    success: t('versionForm.published'),
    onOpenChange,
    fields: ['effectiveFrom'],
  });

  return (
    <FormDialog
      title={t('versionForm.publishTitle', { number: version.number })}
      description={t('versionForm.publishText')}
      submission={submission}
      submitLabel={t('versionForm.publish')}
    >
      <Controller
        control={form.control}
        name="effectiveFrom"
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('versionForm.effectiveFrom')}
            description={t('versionForm.effectiveHint')}
            value={fromIsoDate(field.value)}
            onChange={(date) => field.onChange(date ? toIsoDate(date) : '')}
            minValue={todayDay()}
            errorMessage={fieldState.error?.message}
            locale={pickerLocale(i18n.language)}
            isRequired
            strings={{
              calendar: t('versionForm.calendar'),
              previousMonth: t('versionForm.previousMonth'),
              nextMonth: t('versionForm.nextMonth'),
            }}
          />
        )}
      />
    </FormDialog>
  );
}
