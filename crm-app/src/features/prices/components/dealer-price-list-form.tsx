import type { PriceListRef } from '@doorline/api-client';
import { Button, Inline, InlineAlert, Stack } from '@doorline/design-system';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '@/components/form/form-select';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useTranslation } from '@/lib/i18n';
import { usePriceLists } from '../api/get-price-lists';
import { useSetDealerPriceList } from '../api/price-lists';
import { listsInOrder, nameOf } from '../lib/versions';

/** The select's key of the list price: a dealer without a list of its own. */
const LIST_PRICE = 'list';

interface DealerListValues {
  /** The chosen list's id as the select holds it; `list` for the list price. */
  priceListId: string | null;
}

const keyOf = (list: PriceListRef) => (list.isDefault ? LIST_PRICE : String(list.id));

/**
 * The dealer's price list to choose (`prices.rules`): "List price" or a list, saved by its button. A
 * refused save keeps the choice and shows the server's words on the field. Loaded with the form
 * library only for whom may change it (`DealerPriceList`).
 */
export function DealerPriceListForm({ dealerId, priceList }: { dealerId: number; priceList: PriceListRef }) {
  const { t, i18n } = useTranslation(['prices', 'common']);
  const lists = usePriceLists();
  const save = useSetDealerPriceList();
  const current = keyOf(priceList);
  const form = useForm<DealerListValues>({ defaultValues: { priceListId: current } });
  // Another dealer chosen, or its list saved: the form starts from the dealer's list as answered.
  useEffect(() => {
    form.reset({ priceListId: current });
  }, [form, dealerId, current]);
  const { onSubmit, rootError, isSubmitting } = useFormSubmission(form, {
    submit: ({ priceListId }) =>
      save.mutateAsync({
        dealerId,
        priceListId: !priceListId || priceListId === LIST_PRICE ? null : Number(priceListId),
      }),
    success: t('priceLists.saved'),
    fields: ['priceListId'],
  });
  const labelOf = (list: PriceListRef) =>
    list.isDefault ? t('priceVersions.listPrice') : nameOf(list.names, i18n.language);
  const items = listsInOrder(lists.data ?? []).map((list) => ({ id: keyOf(list), label: labelOf(list) }));
  // The dealer's own list shows while the lists load.
  if (!items.some((item) => item.id === current)) items.unshift({ id: current, label: labelOf(priceList) });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm" align="start">
        <Inline gap="sm" align="end">
          <FormSelect
            control={form.control}
            name="priceListId"
            label={t('priceLists.dealerList')}
            description={t('priceLists.dealerListHint')}
            items={items}
            isDisabled={lists.isPending}
          />
          <Button
            type="submit"
            variant="secondary"
            isPending={isSubmitting}
            pendingLabel={t('priceLists.saving')}
            isDisabled={!form.formState.isDirty}
          >
            {t('priceLists.save')}
          </Button>
        </Inline>
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </Stack>
    </form>
  );
}
