import { superstructResolver } from '@hookform/resolvers/superstruct';
import {
  type Catalogue,
  netPriceTargets,
  type PriceRule,
  type PriceRuleKind,
  priceRuleKinds,
  type PriceRuleTarget,
  priceRuleTargets,
} from '@doorline/api-client';
import { DatePicker, formatDecimal, fromIsoDate, toIsoDate } from '@doorline/design-system';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { object, refine, string, unknown } from 'superstruct';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { amountBody, checkAmount } from '@/lib/amounts';
import { i18n, useLanguageMemo, useTranslation } from '@/lib/i18n';
import { pickerLocale } from '@/lib/picker-dates';
import { useSavePriceRule } from '../api/price-rules';
import { nameOf } from '../lib/versions';

interface RuleValues {
  target: PriceRuleTarget;
  /** The family's, model's or group's id as the select holds it; null for everything. */
  targetId: string | null;
  kind: PriceRuleKind;
  /** The percent or the net as typed, in the reader's language. */
  value: string;
  validFrom: string;
  validTo: string;
  minQuantity: string;
  note: string;
}

/**
 * Add or change a dealer's rule (issue 43, part 4b): what it applies to, a percentage off or a net
 * price (a net only on a model or an option group), its days and its minimum quantity. The server
 * checks it all again; its 400s land under the field they name.
 */
export const PriceRuleDialog = whileOpen(PriceRuleForm);

function PriceRuleForm({
  dealerId,
  rule,
  catalogue,
  onOpenChange,
}: DialogFormProps & { dealerId: number; rule: PriceRule | null; catalogue: Catalogue }) {
  const { t } = useTranslation(['prices', 'common']);
  const language = i18n.language;
  const save = useSavePriceRule();
  const resolver = useLanguageMemo(
    () =>
      superstructResolver(
        object({
          target: string(),
          targetId: refine(unknown(), 'targetId', (value) => value !== null || t('priceRules.chooseTarget')),
          kind: string(),
          value: refine(unknown(), 'value', (value) =>
            checkAmount(value, { min: 0, max: 9_999_999_999.99, outOfRange: t('priceRules.valueInvalid') }),
          ),
          validFrom: string(),
          validTo: string(),
          minQuantity: refine(
            unknown(),
            'minQuantity',
            (value) => /^\s*[1-9]\d{0,3}\s*$/.test(String(value)) || t('priceRules.minQuantityInvalid'),
          ),
          note: string(),
        }),
      ) as unknown as Resolver<RuleValues>,
    [t],
  );
  const form = useForm<RuleValues>({
    resolver,
    defaultValues: {
      target: rule?.target ?? 'all',
      targetId: rule?.targetId ? String(rule.targetId) : null,
      kind: rule?.kind ?? 'percent',
      value: rule ? formatDecimal(String(rule.value), language) : '',
      validFrom: rule?.validFrom ?? '',
      validTo: rule?.validTo ?? '',
      minQuantity: String(rule?.minQuantity ?? 1),
      note: rule?.note ?? '',
    },
  });
  const target = useWatch({ control: form.control, name: 'target' });
  const submission = useFormSubmission(form, {
    submit: (values) =>
      save.mutateAsync({
        dealerId,
        ruleId: rule?.id ?? null,
        body: {
          target: values.target,
          targetId: values.target === 'all' ? null : Number(values.targetId),
          kind: values.kind,
          value: amountBody(values.value),
          validFrom: values.validFrom || null,
          validTo: values.validTo || null,
          minQuantity: Number(values.minQuantity),
          note: values.note,
        },
      }),
    success: t('priceRules.saved'),
    onOpenChange,
    fields: ['target', 'targetId', 'kind', 'value', 'validFrom', 'validTo', 'minQuantity', 'note'],
  });

  const targets: { id: string; label: string }[] =
    target === 'family'
      ? catalogue.families.map((f) => ({ id: String(f.id), label: nameOf(f.names, language) }))
      : target === 'model'
        ? catalogue.models.map((m) => ({ id: String(m.id), label: `${m.code} ${nameOf(m.names, language)}` }))
        : target === 'group'
          ? catalogue.groups.map((g) => ({ id: String(g.id), label: nameOf(g.names, language) }))
          : [];
  const date = (name: 'validFrom' | 'validTo', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={fromIsoDate(field.value)}
          onChange={(day) => field.onChange(day ? toIsoDate(day) : '')}
          errorMessage={fieldState.error?.message}
          locale={pickerLocale(language)}
          strings={{
            calendar: t('versionForm.calendar'),
            previousMonth: t('versionForm.previousMonth'),
            nextMonth: t('versionForm.nextMonth'),
          }}
        />
      )}
    />
  );

  return (
    <FormDialog
      title={rule ? t('priceRules.changeTitle') : t('priceRules.addTitle')}
      description={t('priceRules.formText')}
      submission={submission}
      submitLabel={t('priceRules.save')}
    >
      <FormSelect
        control={form.control}
        name="target"
        label={t('priceRules.target')}
        items={priceRuleTargets.map((id) => ({ id, label: t(`priceRules.targets.${id}`) }))}
        isRequired
      />
      {target !== 'all' ? (
        <FormSelect
          control={form.control}
          name="targetId"
          label={t(`priceRules.targetNames.${target}`)}
          items={targets}
          isRequired
        />
      ) : null}
      <FormSelect
        control={form.control}
        name="kind"
        label={t('priceRules.kind')}
        description={t('priceRules.kindHint')}
        items={priceRuleKinds
          .filter((kind) => kind === 'percent' || netPriceTargets.includes(target))
          .map((id) => ({ id, label: t(`priceRules.kinds.${id}`) }))}
        isRequired
      />
      <FormNumberField control={form.control} name="value" label={t('priceRules.value')} isRequired />
      {date('validFrom', t('priceRules.validFrom'))}
      {date('validTo', t('priceRules.validTo'))}
      <FormFields
        control={form.control}
        fields={[
          {
            name: 'minQuantity',
            label: t('priceRules.minQuantity'),
            description: t('priceRules.minQuantityHint'),
            inputMode: 'numeric',
            isRequired: true,
          },
          { name: 'note', label: t('priceRules.note'), maxLength: 500 },
        ]}
      />
    </FormDialog>
  );
}
