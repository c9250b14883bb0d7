import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Names } from '@doorline/api-client';
import { useForm, type Resolver } from 'react-hook-form';
import { object, refine, string } from 'superstruct';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { languages, type Language } from '@/lib/session';
import { useCreatePriceList } from '../api/price-lists';
import { NAME_MAX } from '../lib/version-forms';

/** A list's code may hold at most this many characters (the contract's `CreatePriceListBody`). */
const CODE_MAX = 40;
/** A list's code: letters, digits, `-`, `_` and `.` (the server's rule). */
const CODE = /^[\p{L}\p{N}._-]+$/u;

interface PriceListValues {
  code: string;
  names: Names;
}

/** Each name's label: the language it is in. */
const nameLabels = {
  en: 'versionForm.nameEn',
  uk: 'versionForm.nameUk',
  ru: 'versionForm.nameRu',
} as const satisfies Record<Language, string>;

/**
 * New price list (issue 43: a dealer's own): its code and its name in each language. It starts
 * without versions: its first draft copies the list price's. The server checks it all again (a code
 * taken is its 400 on `code`), and its refusals land under the field they name; what was typed stays.
 */
export const NewPriceListDialog = whileOpen(NewPriceListForm);

function NewPriceListForm({ onOpenChange }: DialogFormProps) {
  const { t } = useTranslation(['prices', 'common']);
  const create = useCreatePriceList();
  const resolver = useLanguageMemo(() => {
    const name = refine(
      string(),
      'name',
      (value) => value.trim().length >= 1 || t('versionForm.nameRequired'),
    );
    return superstructResolver(
      object({
        code: refine(string(), 'code', (value) =>
          !value.trim()
            ? t('priceLists.codeRequired')
            : CODE.test(value.trim()) || t('priceLists.codeInvalid'),
        ),
        names: object({ en: name, uk: name, ru: name }),
      }),
    ) as unknown as Resolver<PriceListValues>;
  }, [t]);
  const form = useForm<PriceListValues>({
    resolver,
    defaultValues: { code: '', names: { en: '', uk: '', ru: '' } },
  });
  const submission = useFormSubmission(form, {
    submit: ({ code, names }) =>
      create.mutateAsync({
        code: code.trim(),
        names: { en: names.en.trim(), uk: names.uk.trim(), ru: names.ru.trim() },
      }),
    success: t('priceLists.created'),
    onOpenChange,
    fields: ['code', 'names.en', 'names.uk', 'names.ru'],
  });

  return (
    <FormDialog
      title={t('priceLists.newTitle')}
      description={t('priceLists.newText')}
      submission={submission}
      submitLabel={t('priceLists.create')}
    >
      <FormFields
        control={form.control}
        fields={[
          {
            name: 'code' as const,
            label: t('priceLists.code'),
            description: t('priceLists.codeHint'),
            maxLength: CODE_MAX,
            isRequired: true,
            autoComplete: 'off',
          },
          ...languages.map((language) => ({
            name: `names.${language}` as const,
            label: t(nameLabels[language]),
            maxLength: NAME_MAX,
            isRequired: true,
            autoComplete: 'off',
          })),
        ]}
      />
    </FormDialog>
  );
}
