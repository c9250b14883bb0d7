import { superstructResolver } from '@hookform/resolvers/superstruct';
import {
  modelPriceKinds,
  optionPriceKinds,
  tableBetweens,
  type ModelPrice,
  type OptionPrice,
  type ProductModel,
} from '@doorline/api-client';
import { Radio, Text } from '@doorline/design-system';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { useSetModelPrice, useSetOptionPrice } from '../api/set-prices';
import { PriceGrid } from './model-price';
import {
  modelPriceBodyOf,
  modelPriceFields,
  modelPriceSchema,
  modelPriceValuesOf,
  optionPriceBodyOf,
  optionPriceSchema,
  optionPriceValuesOf,
  type ModelPriceValues,
  type OptionPriceValues,
} from '../lib/price-forms';
import * as styles from '../prices.css';

/**
 * Change a draft's base price of a model (issue 43): a width × height table, each cell a price or
 * empty (not made), and how a size between two listed ones is priced; or a price per square metre
 * with the minimum. The table's sizes are the table's (or, for a model without a price yet, its size
 * rule's range by hundreds of millimetres). The server checks all of it again and names the cell.
 */
export const ModelPriceDialog = whileOpen(ModelPriceForm);

function ModelPriceForm({
  versionId,
  model,
  modelName,
  price,
  onOpenChange,
}: DialogFormProps & {
  versionId: number;
  model: ProductModel;
  modelName: string;
  price: ModelPrice | null;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const save = useSetModelPrice();
  const resolver = useLanguageMemo(
    () =>
      superstructResolver(
        modelPriceSchema({ amount: t('priceEdit.amount'), percent: t('priceEdit.percent') }),
      ) as unknown as Resolver<ModelPriceValues>,
    [t],
  );
  const form = useForm<ModelPriceValues>({
    resolver,
    defaultValues: modelPriceValuesOf(price, model.sizeRule),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ versionId, modelId: model.id, price: modelPriceBodyOf(values) }),
    success: t('priceEdit.saved'),
    fields: modelPriceFields(form.getValues()) as unknown as FieldPath<ModelPriceValues>[],
    onOpenChange,
  });

  return (
    <FormDialog
      title={t('priceEdit.modelTitle', { model: modelName })}
      submission={submission}
      submitLabel={t('priceEdit.save')}
    >
      <FormRadioGroup control={form.control} name="kind" label={t('priceEdit.modelKind')}>
        {modelPriceKinds.map((value) => (
          <Radio key={value} value={value}>
            {t(`priceEdit.modelKinds.${value}`)}
          </Radio>
        ))}
      </FormRadioGroup>
      {kind === 'table' ? (
        <>
          <FormSelect
            control={form.control}
            name="table.between"
            label={t('priceEdit.between')}
            items={tableBetweens.map((value) => ({ id: value, label: t(`priceEdit.betweens.${value}`) }))}
          />
          <CellsGrid form={form} model={modelName} />
        </>
      ) : (
        <>
          <FormNumberField
            control={form.control}
            name="rate"
            label={t('priceTable.rate')}
            minimumFractionDigits={2}
            isRequired
          />
          <FormNumberField
            control={form.control}
            name="minimum"
            label={t('priceTable.minimum')}
            minimumFractionDigits={2}
            isRequired
          />
        </>
      )}
    </FormDialog>
  );
}

/** The table's cells as fields, each named by its size, in the grid the table is shown in. */
function CellsGrid({ form, model }: { form: ReturnType<typeof useForm<ModelPriceValues>>; model: string }) {
  const { t } = useTranslation(['prices', 'common']);
  const { widths, heights } = form.getValues('table');
  return (
    <PriceGrid
      model={model}
      widths={widths}
      heights={heights}
      cell={(row, column) => (
        <td key={column} className={styles.editCell}>
          <FormNumberField
            control={form.control}
            name={`table.cells.${row}.${column}`}
            aria-label={t('priceEdit.cell', { width: widths[column], height: heights[row] })}
            minimumFractionDigits={2}
          />
        </td>
      )}
    >
      <Text size="sm" tone="muted">
        {t('priceEdit.cellsHint')}
      </Text>
    </PriceGrid>
  );
}

/** Change a draft's price of an option (issue 43): a fixed amount, per square metre, or a percentage of the base. */
export const OptionPriceDialog = whileOpen(OptionPriceForm);

function OptionPriceForm({
  versionId,
  optionId,
  optionName,
  price,
  onOpenChange,
}: DialogFormProps & { versionId: number; optionId: number; optionName: string; price: OptionPrice | null }) {
  const { t } = useTranslation(['prices', 'common']);
  const save = useSetOptionPrice();
  const resolver = useLanguageMemo(
    () =>
      superstructResolver(
        optionPriceSchema({ amount: t('priceEdit.amount'), percent: t('priceEdit.percent') }),
      ) as unknown as Resolver<OptionPriceValues>,
    [t],
  );
  const form = useForm<OptionPriceValues>({ resolver, defaultValues: optionPriceValuesOf(price) });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submission = useFormSubmission(form, {
    submit: (values) => save.mutateAsync({ versionId, optionId, price: optionPriceBodyOf(values) }),
    success: t('priceEdit.saved'),
    fields: ['kind', 'amount', 'rate', 'percent'],
    onOpenChange,
  });

  return (
    <FormDialog
      title={t('priceEdit.optionTitle', { option: optionName })}
      submission={submission}
      submitLabel={t('priceEdit.save')}
    >
      <FormRadioGroup control={form.control} name="kind" label={t('priceEdit.optionKind')}>
        {optionPriceKinds.map((value) => (
          <Radio key={value} value={value}>
            {t(`priceEdit.optionKinds.${value}`)}
          </Radio>
        ))}
      </FormRadioGroup>
      {kind === 'fixed' ? (
        <FormNumberField
          control={form.control}
          name="amount"
          label={t('priceEdit.amountLabel')}
          minimumFractionDigits={2}
          isRequired
        />
      ) : kind === 'perSquareMetre' ? (
        <FormNumberField
          control={form.control}
          name="rate"
          label={t('priceTable.rate')}
          minimumFractionDigits={2}
          isRequired
        />
      ) : (
        <FormNumberField
          control={form.control}
          name="percent"
          label={t('priceEdit.percentLabel')}
          percent
          isRequired
        />
      )}
    </FormDialog>
  );
}
