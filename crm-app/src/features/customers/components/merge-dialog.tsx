import type { Customer, MergeField } from '@doorline/api-client';
import { formatDateTime, InlineAlert, Radio, Text } from '@doorline/design-system';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useMe } from '@/lib/auth';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { mayReadRecords, useCustomerRecords } from '../api/get-customer-records';
import { useMergeCustomers } from '../api/merge-customers';
import {
  defaultChoice,
  defaultMergeValues,
  differingFields,
  mergeRequestOf,
  offersBoth,
  otherSide,
  valueOf,
  type MergeValues,
  type PairSide,
} from '../lib/merge';

type CustomersT = TFunction<readonly ['customers', 'common']>;

/** The longest a value shows as a choice (a note may run to 2,000 characters). */
const SHOWN_LENGTH = 120;

/** A field's value as a choice shows it: the address's parts and the tags joined, an empty one said so. */
function shownValue(t: CustomersT, customer: Customer, field: MergeField): string {
  const value = valueOf(customer, field);
  const text =
    typeof value === 'string'
      ? value.trim()
      : Array.isArray(value)
        ? value.join(', ')
        : Object.values(value)
            .map((part: string) => part.trim())
            .filter(Boolean)
            .join(', ');
  if (!text) return t('merge.empty');
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

/** What "Both" keeps: the tags of either once, or the note of the kept customer, then the other's. */
function bothValue(t: CustomersT, pair: readonly [Customer, Customer], field: MergeField) {
  return field === 'tags' ? [...new Set([...pair[0].tags, ...pair[1].tags])].join(', ') : t('merge.bothNote');
}

/** A field's name in the merge: the customer page's words. */
const fieldLabel = (t: CustomersT, field: MergeField) => t(`merge.fields.${field}`);

/**
 * "Merge customers" (issue 42; `POST /customers/{id}/merge`): which of the pair to keep (the older
 * unless chosen), and for each field whose values differ, whose value to keep (the note and the tags
 * may keep both), each starting as the server would choose it; it says that the other customer is
 * removed and its quotes and orders move (how many, for whom may read them). A failure shows in the
 * dialog, the choices kept. `onMerged`: the surviving customer, after the toast.
 */
export const MergeCustomersDialog = whileOpen(MergeCustomersForm);

export function MergeCustomersForm({
  pair,
  onOpenChange,
  onMerged,
}: DialogFormProps & {
  /** The two customers, the older first, as the possible duplicates list them. */
  pair: readonly [Customer, Customer];
  onMerged?: (survivor: Customer) => unknown;
}) {
  const { t } = useTranslation(['customers', 'common']);
  const me = useMe().data;
  const merge = useMergeCustomers();
  const fields = useMemo(() => differingFields(pair), [pair]);
  const form = useForm<MergeValues>({ defaultValues: defaultMergeValues(pair) });
  const survivor = useWatch({ control: form.control, name: 'survivor' });
  const submission = useFormSubmission(form, {
    submit: (values) => merge.mutateAsync(mergeRequestOf(pair, values)),
    success: t('merge.merged'),
    onOpenChange,
    onSuccess: async (answer) => {
      await onMerged?.(answer.data);
    },
  });

  // Another survivor: the fields the user has not chosen yet follow it, as the server's defaults would;
  // a value the user chose stays chosen (a change by the user is a `change`, one set here is not).
  const { subscribe, setValue } = form;
  useEffect(() => {
    const chosen = new Set<string>();
    return subscribe({
      formState: { values: true },
      callback: ({ values, name, type }) => {
        if (type !== 'change' || !name) return;
        if (name !== 'survivor') chosen.add(name);
        else
          for (const field of fields)
            if (!chosen.has(field)) setValue(field, defaultChoice(pair, field, values.survivor));
      },
    });
  }, [subscribe, setValue, fields, pair]);

  // How many records each has: the one removed moves them (for whom may read records).
  const readsRecords = mayReadRecords(me);
  const counts = {
    older: useCustomerRecords(pair[0].id, readsRecords).data?.pagination.count,
    newer: useCustomerRecords(pair[1].id, readsRecords).data?.pagination.count,
  };
  const customerOf = (side: PairSide) => (side === 'older' ? pair[0] : pair[1]);
  const removed = customerOf(otherSide(survivor));
  const moving = counts[otherSide(survivor)];
  const whose = (side: PairSide) => (side === survivor ? t('merge.keptValue') : t('merge.removedValue'));

  const customerChoice = (side: PairSide) => {
    const customer = customerOf(side);
    const created = t('merge.createdOn', { date: formatDateTime(customer.createdAt) });
    const count = counts[side];
    return (
      <Radio
        value={side}
        description={count === undefined ? created : `${created} · ${t('merge.records', { count })}`}
      >
        {customer.name}
      </Radio>
    );
  };

  return (
    <FormDialog
      title={t('merge.title')}
      submission={submission}
      submitLabel={t('merge.merge')}
      submitVariant="destructive"
    >
      <InlineAlert tone="info">
        {t('merge.explain', { name: removed.name })}
        {moving ? <> {t('merge.moving', { count: moving })}</> : null}
      </InlineAlert>
      <FormRadioGroup control={form.control} name="survivor" label={t('merge.keep')}>
        {customerChoice('older')}
        {customerChoice('newer')}
      </FormRadioGroup>
      {fields.length === 0 ? (
        <Text size="sm" tone="muted">
          {t('merge.same')}
        </Text>
      ) : (
        <Text size="sm" tone="muted">
          {t('merge.choose')}
        </Text>
      )}
      {fields.map((field) => (
        <FormRadioGroup key={field} control={form.control} name={field} label={fieldLabel(t, field)}>
          <Radio value="older" description={whose('older')}>
            {shownValue(t, pair[0], field)}
          </Radio>
          <Radio value="newer" description={whose('newer')}>
            {shownValue(t, pair[1], field)}
          </Radio>
          {offersBoth(pair, field) ? (
            <Radio value="both" description={bothValue(t, pair, field)}>
              {t('merge.both')}
            </Radio>
          ) : null}
        </FormRadioGroup>
      ))}
    </FormDialog>
  );
}
