import type { CurrentUser, MainOrderRow } from '@doorline/api-client';
import {
  Button,
  ButtonLink,
  Card,
  DataTable,
  DateCell,
  InlineAlert,
  LinkCell,
  Stack,
  Text,
} from '@doorline/design-system';
import { useMemo } from 'react';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { col } from '@/components/table/columns';
import { formatDay } from '@/lib/dates';
import { useMoney } from '@/lib/money';
import { useTranslation } from '@/lib/i18n';
import { mainOrderPath, newQuotePath } from '@/lib/page-links';
import { useCustomerFigures, useCustomerRecords } from '../api/get-customer-records';

/**
 * A customer's page's Records (issue 42): the customer's quotes, pre-orders and orders (the latest 50),
 * each opening its record, and New quote for the customer for whom may create quotes. Shown to whom may
 * read the records (`pageAccess.sales`).
 */
export function CustomerRecords({ customerId, me }: { customerId: number; me: CurrentUser | undefined }) {
  const { t } = useTranslation(['customers', 'sales']);
  const records = useCustomerRecords(customerId);
  const figures = useCustomerFigures(customerId);
  const money = useMoney();
  const totals = useMemo(
    () => new Map((figures.data?.records ?? []).map((record) => [record.id, record.total])),
    [figures.data],
  );
  const newQuote = newQuotePath(me);
  const columns = useMemo(() => {
    const c = col<MainOrderRow>;
    return [
      c('number', t('sales:salesLists.transaction'), (row) => (
        <LinkCell href={mainOrderPath(row.stage, row.id)}>{row.orderNumber}</LinkCell>
      )),
      c('status', t('sales:salesLists.status'), (row) => <OrderStatusBadge status={row.status} />),
      c('requested', t('sales:salesLists.requested'), (row) => formatDay(row.requestedDate) || '—'),
      c('created', t('sales:salesLists.created'), (row) => <DateCell value={row.createdAt} />),
      c('total', t('customerRecords.total'), (row) => {
        const total = totals.get(row.id);
        return total === undefined ? '—' : money.amount(total);
      }),
    ];
  }, [t, totals, money]);

  return (
    <Card
      title={t('customerRecords.title')}
      headingLevel={2}
      actions={
        newQuote ? (
          <ButtonLink href={`${newQuote}?customer=${customerId}`} variant="secondary" size="sm">
            {t('customerRecords.newQuote')}
          </ButtonLink>
        ) : null
      }
    >
      {figures.data ? (
        <Text as="p">
          {t('customerRecords.orderedValue')}: <strong>{money.amount(figures.data.orderedValue)}</strong>
        </Text>
      ) : null}
      {records.isError ? (
        <Stack gap="sm" align="start">
          <InlineAlert tone="critical">{t('customerRecords.loadFailed')}</InlineAlert>
          <Button variant="secondary" size="sm" onPress={() => void records.refetch()}>
            {t('customerPage.retry')}
          </Button>
        </Stack>
      ) : (
        <DataTable
          aria-label={t('customerRecords.title')}
          columns={columns}
          data={records.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={records.isPending}
          skeletonRows={3}
          emptyText={t('customerRecords.empty')}
          density="compact"
        />
      )}
    </Card>
  );
}

export { mayReadRecords } from '../api/get-customer-records';
