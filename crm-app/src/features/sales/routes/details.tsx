import type { Contact, CurrentUser, OrderDetails } from '@doorline/api-client';
import { Card, ContactCard, InlineAlert, KeyValueList, Link } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { CardAction, Cards } from '@/components/layout/cards';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { useMe } from '@/lib/auth';
import { RecordActions } from '../components/record-actions';
import { RecordDocumentActions } from '../components/record-document-actions';
import { RecordHistory } from '../components/record-history';
import { WithRecord } from '../components/record-state';
import { formatDay } from '@/lib/dates';
import { canEditRecord } from '@/lib/record-edit';
import { canAssignDealer } from '../lib/record-actions';
import { formatPercent } from '@doorline/api-client';
import { useMoney } from '@/lib/money';
import { customerPagePath } from '@/lib/page-links';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

// The edit forms (a date picker, the dealer picker, the form library) load when a dialog opens: the
// read-only tab needs none of them (issue 12, docs/decisions.md).
const EditQuoteDialog = lazy(() =>
  import('../components/edit-quote-dialog').then((module) => ({ default: module.EditQuoteDialog })),
);
const AssignDealerDialog = lazy(() =>
  import('../components/assign-dealer-dialog').then((module) => ({ default: module.AssignDealerDialog })),
);
const CustomerDialog = lazy(() =>
  import('../components/customer-dialog').then((module) => ({ default: module.CustomerDialog })),
);

/** `/quotes/{id}/details`, `/view` and the same of an order (spec §2): the record's sections. */
export function DetailsPage() {
  const me = useMe();
  return <WithRecord>{(order) => <Details order={order} user={me.data} />}</WithRecord>;
}

function Details({ order, user }: { order: OrderDetails; user: CurrentUser | undefined }) {
  const { t, i18n } = useTranslation('sales');
  const [editing, setEditing] = useState<'quote' | 'dealer' | 'customer' | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setEditing(null);
  };
  const totals = useMoney().totals(order.totals);
  // A customer of the directory (issue 42): its name leads to its page, for whom may open it.
  const customerHref = order.customer.id === null ? null : customerPagePath(user, order.customer.id);
  const customerAction = canEditRecord(order.status, user) ? (
    <CardAction
      label={t(order.customer.contact ? 'orderRecord.changeCustomer' : 'orderRecord.setCustomer')}
      onPress={() => setEditing('customer')}
    >
      {t(order.customer.contact ? 'orderRecord.change' : 'orderRecord.set')}
    </CardAction>
  ) : null;

  return (
    <div className={styles.stack}>
      <RecordActions order={order} user={user} />
      <RecordDocumentActions order={order} user={user} />
      {order.lineDiscountApproval ? (
        <InlineAlert tone="info">
          {t('orderRecord.lineDiscountApproval', {
            highest: formatPercent(order.lineDiscountApproval.highest, i18n.language),
          })}
        </InlineAlert>
      ) : null}
      <Cards>
        <Card
          title={t(
            order.stage === 'quote' || order.stage === 'preorder'
              ? 'orderRecord.quoteInformation'
              : 'orderRecord.orderInformation',
          )}
          headingLevel={2}
          actions={
            canEditRecord(order.status, user) ? (
              <CardAction label={t('orderRecord.changeQuote')} onPress={() => setEditing('quote')}>
                {t('orderRecord.change')}
              </CardAction>
            ) : null
          }
        >
          <KeyValueList
            layout="inline"
            emptyValue="—"
            items={[
              { key: 'number', label: t('orderRecord.transactionNumber'), value: order.orderNumber },
              { key: 'reference', label: t('orderRecord.referenceNumber'), value: order.referenceNumber },
              {
                key: 'status',
                label: t('orderRecord.status'),
                value: <OrderStatusBadge status={order.status} />,
              },
              {
                key: 'requested',
                label: t('orderRecord.requestedDate'),
                value: formatDay(order.requestedDate),
              },
              { key: 'items', label: t('orderRecord.itemsCount'), value: String(order.itemsCount) },
              { key: 'salesman', label: t('orderRecord.salesman'), value: order.user?.name },
              { key: 'note', label: t('orderRecord.note'), value: order.note },
            ]}
          />
        </Card>
        <Card
          title={t('orderRecord.dealerInformation')}
          headingLevel={2}
          actions={
            canAssignDealer(order.status, user) ? (
              <CardAction
                label={t(order.dealer ? 'orderRecord.changeDealer' : 'orderRecord.setDealer')}
                onPress={() => setEditing('dealer')}
              >
                {t(order.dealer ? 'orderRecord.change' : 'orderRecord.set')}
              </CardAction>
            ) : null
          }
        >
          {order.dealer ? (
            <KeyValueList
              layout="inline"
              items={[
                { key: 'name', label: t('orderRecord.name'), value: order.dealer.name },
                {
                  key: 'discount',
                  // Once approval fixed the record's discount, the dealer's may have moved on: say
                  // which is which (docs/sales-flow.md "Discount").
                  label: t(
                    order.totals.discountFixed ? 'orderRecord.dealerDiscountNow' : 'orderRecord.discount',
                  ),
                  value: formatPercent(order.dealer.discount, i18n.language),
                },
              ]}
            />
          ) : (
            <p className={styles.muted}>{t('orderRecord.dealerNotSet')}</p>
          )}
        </Card>
        {customerHref && order.customer.contact ? (
          <Card title={t('orderRecord.customerContacts')} headingLevel={2} actions={customerAction}>
            <LinkedCustomer contact={order.customer.contact} href={customerHref} />
          </Card>
        ) : (
          <ContactCard
            title={t('orderRecord.customerContacts')}
            headingLevel={2}
            contact={order.customer.contact}
            strings={{
              name: t('orderRecord.name'),
              email: t('orderRecord.email'),
              phone: t('orderRecord.phone'),
              mobile: t('orderRecord.mobile'),
              fax: t('orderRecord.fax'),
              empty: t('orderRecord.customerNotSet'),
            }}
            action={customerAction}
          />
        )}
        <Card title={t('orderRecord.totals')} headingLevel={2}>
          <KeyValueList
            layout="inline"
            items={[
              { key: 'subtotal', label: t('orderRecord.subtotal'), value: totals.subtotal },
              {
                key: 'discountPercent',
                label: t('orderRecord.discountPercent'),
                value: order.totals.discountFixed
                  ? t('orderRecord.discountFixed', { percent: totals.discountPercent })
                  : totals.discountPercent,
              },
              { key: 'discount', label: t('orderRecord.discount'), value: totals.discount },
              { key: 'total', label: t('orderRecord.total'), value: totals.total },
              // What the manufacturer charges the dealer (issue 43): never on the customer's PDF.
              { key: 'net', label: t('orderRecord.netPrice'), value: totals.net },
            ]}
          />
          {order.items.some((item) => item.kind === 'free') ? (
            <p className={styles.muted}>{t('orderRecord.netFreeLines')}</p>
          ) : null}
        </Card>
      </Cards>
      <RecordHistory order={order} />
      <Suspense fallback={null}>
        {editing === 'quote' && <EditQuoteDialog order={order} isOpen onOpenChange={close} />}
        {editing === 'dealer' && <AssignDealerDialog order={order} isOpen onOpenChange={close} />}
        {editing === 'customer' && <CustomerDialog order={order} isOpen onOpenChange={close} />}
      </Suspense>
    </div>
  );
}

/** `tel:` keeps only what a dialler understands (as the contact cards' links). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The quote's contact as the contact card shows it, its name a link to the customer's page. */
function LinkedCustomer({ contact, href }: { contact: Contact; href: string }) {
  const { t } = useTranslation('sales');
  const link = (value: string | null, to: (value: string) => string) =>
    value?.trim() ? <Link href={to(value.trim())}>{value.trim()}</Link> : null;
  return (
    <KeyValueList
      layout="inline"
      emptyValue={t('orderRecord.customerNotSet')}
      items={[
        { key: 'name', label: t('orderRecord.name'), value: link(contact.name, () => href) },
        { key: 'email', label: t('orderRecord.email'), value: link(contact.email, (v) => `mailto:${v}`) },
        { key: 'phone', label: t('orderRecord.phone'), value: link(contact.phone, telHref) },
        { key: 'mobile', label: t('orderRecord.mobile'), value: link(contact.mobile, telHref) },
        { key: 'fax', label: t('orderRecord.fax'), value: link(contact.fax, telHref) },
      ]}
    />
  );
}

export { DetailsPage as Component };
