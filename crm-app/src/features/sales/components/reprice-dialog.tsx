import { formatDay, type OrderDetails, type RepriceLine } from '@doorline/api-client';
import {
  Button,
  DataTable,
  Dialog,
  InlineAlert,
  KeyValueList,
  Skeleton,
  Stack,
  toast,
} from '@doorline/design-system';
import { useState } from 'react';
import { nameOf } from '@/components/prices/door-texts';
import { col } from '@/components/table/columns';
import { explainError, serverText } from '@/lib/errors';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { useMoney } from '@/lib/money';
import type { Language } from '@/lib/session';
import { useRepricePreview, useRepriceQuote } from '../api/reprice-quote';
import { useDoorLine } from '../lib/door-line';
import * as styles from '../lists.css';
import { itemProblem } from './copy-quote-dialog.css';

/**
 * Re-price (issue 43, part 5): the quote's lines at their price now and at today's list price, line by
 * line with the signed difference, and the totals' difference, before anything changes. "Apply new
 * prices" re-prices from the version shown; it is disabled when nothing changes or a line's door
 * cannot be made today (its problem shown on its line). Free items are shown unchanged.
 */
export function RepriceDialog({
  order,
  onOpenChange,
}: {
  order: OrderDetails;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['sales', 'common']);
  const language = i18n.language as Language;
  const money = useMoney();
  const preview = useRepricePreview(order.id);
  const reprice = useRepriceQuote();
  const [error, setError] = useState<string | null>(null);
  const signed = (value: number | null) =>
    value === null ? '—' : value > 0 ? `+${money.amount(value)}` : money.amount(value);

  const lineOf = useDoorLine();
  const columns = useLanguageMemo(
    () => [
      col<RepriceLine>('line', t('orderRecord.repriceLine'), (line) => line.line),
      col<RepriceLine>('description', t('orderRecord.description'), (line) =>
        line.problems.length === 0 ? (
          lineOf(line)
        ) : (
          <span>
            {lineOf(line)}
            <span role="alert" className={styles.dialogError}>
              {line.problems.map((problem) => (
                <span key={`${problem.path}:${problem.code}`} className={itemProblem}>
                  {serverText(problem)}
                </span>
              ))}
            </span>
          </span>
        ),
      ),
      col<RepriceLine>('price', t('orderRecord.repricePriceNow'), (line) => money.amount(line.price)),
      col<RepriceLine>('newPrice', t('orderRecord.repricePriceToday'), (line) =>
        line.newPrice === null ? '—' : money.amount(line.newPrice),
      ),
      col<RepriceLine>('difference', t('orderRecord.repriceDifference'), (line) => signed(line.difference)),
    ],
    [t, money, lineOf],
  );

  const data = preview.data;
  const hasProblem = data?.lines.some((line) => line.problems.length > 0) ?? false;
  const changes = data?.lines.some((line) => line.difference !== 0) ?? false;

  async function apply() {
    if (!data) return;
    setError(null);
    try {
      await reprice.mutateAsync({ orderId: order.id, versionId: data.version.id });
      toast.success(t('orderRecord.repriced'));
      onOpenChange(false);
    } catch (failure) {
      setError(explainError(t, failure));
      // The version in force or a door changed since it was shown: show what would be applied now.
      void preview.refetch();
    }
  }

  return (
    <Dialog
      title={t('orderRecord.repriceTitle', { orderNumber: order.orderNumber })}
      description={
        data
          ? t('orderRecord.repriceText', {
              number: data.version.number,
              name: nameOf(data.version.names, language),
              date: formatDay(data.version.effectiveFrom),
            })
          : undefined
      }
      isOpen
      onOpenChange={onOpenChange}
      closeLabel={t('orderRecord.dismiss')}
      isCloseDisabled={reprice.isPending}
      footer={
        <>
          <Button slot="close" variant="secondary" isDisabled={reprice.isPending}>
            {t('orderRecord.dismiss')}
          </Button>
          <Button
            onPress={() => void apply()}
            isDisabled={!data || !changes || hasProblem}
            isPending={reprice.isPending}
            pendingLabel={t('orderRecord.repricing')}
          >
            {t('orderRecord.repriceApply')}
          </Button>
        </>
      }
    >
      {preview.isError ? (
        <InlineAlert tone="critical">{explainError(t, preview.error)}</InlineAlert>
      ) : data ? (
        <Stack gap="md">
          {error ? <InlineAlert tone="critical">{error}</InlineAlert> : null}
          {hasProblem ? <InlineAlert tone="critical">{t('orderRecord.repriceProblems')}</InlineAlert> : null}
          {!hasProblem && !changes ? (
            <InlineAlert tone="info">{t('orderRecord.repriceNoChange')}</InlineAlert>
          ) : null}
          <DataTable
            aria-label={t('orderRecord.repriceTableLabel')}
            columns={columns}
            data={data.lines}
            getRowId={(line) => String(line.itemId)}
            emptyText={t('lists:list.empty')}
            density="compact"
          />
          <KeyValueList
            emptyValue="—"
            items={[
              {
                key: 'total',
                label: t('orderRecord.repriceTotalNow'),
                value: money.amount(data.totals.total),
              },
              {
                key: 'newTotal',
                label: t('orderRecord.repriceTotalToday'),
                value: data.totals.newTotal === null ? null : money.amount(data.totals.newTotal),
              },
              {
                key: 'difference',
                label: t('orderRecord.repriceDifference'),
                value: data.totals.difference === null ? null : signed(data.totals.difference),
              },
            ]}
          />
        </Stack>
      ) : (
        <Skeleton shape="block" height="12rem" />
      )}
    </Dialog>
  );
}
