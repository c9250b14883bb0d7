import { customerAccess, type Customer } from '@doorline/api-client';
import {
  Button,
  Card,
  DateCell,
  InlineAlert,
  KeyValueList,
  Link,
  RouteTabs,
  Skeleton,
  Stack,
} from '@doorline/design-system';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { Cards } from '@/components/layout/cards';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { isNotFound } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';
import { parseId } from '@/lib/ids';
import { dealerPagePath, userPagePath } from '@/lib/page-links';
import { canAccess } from '@/lib/permissions';
import { useCustomer } from '../api/get-customer';
import { CustomerRecords, mayReadRecords } from '../components/customer-records';
import { customerPath, customersPath } from '../lib/paths';

// The Change form (and the form library) loads when its dialog opens: the page only shows (issue 12).
const ChangeCustomerDialog = lazy(() =>
  import('../components/customer-dialogs').then((module) => ({ default: module.ChangeCustomerDialog })),
);

/**
 * `/customers/{id}` (issue 42): the customer's page. A customer that does not exist, or one outside
 * the reader's scope (another dealer's, which the server answers 404 for), is "Page Not Found", as a
 * page they may not open is.
 */
export function Component() {
  const id = parseId(useParams().id);
  return id === null ? <NotFoundPage /> : <CustomerPage id={id} />;
}

function CustomerPage({ id }: { id: number }) {
  const { t } = useTranslation(['customers', 'common']);
  const customer = useCustomer(id);
  if (customer.isError && isNotFound(customer.error)) return <NotFoundPage />;
  if (customer.isError)
    return (
      <Page title={t('customerPage.title')}>
        <Stack gap="md" align="start">
          <InlineAlert tone="critical" announce>
            {t('customerPage.loadFailed')}
          </InlineAlert>
          <Button variant="secondary" onPress={() => void customer.refetch()}>
            {t('customerPage.retry')}
          </Button>
          <Link href={customersPath}>{t('customerPage.backToCustomers')}</Link>
        </Stack>
      </Page>
    );
  if (customer.isPending)
    return (
      <Page title={t('customerPage.title')} description={t('common:app.loading')}>
        <Skeleton shape="block" height="16rem" />
      </Page>
    );
  return <CustomerDetails customer={customer.data} />;
}

/** A text of several lines as it was typed: each line break kept. */
const lines = (text: string) =>
  text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));

/** The tab of a customer's path: its history at the page's own path. */
const tabOf = (pathname: string) =>
  /^\/customers\/[^/]+\/(comments|files)\/?$/.exec(pathname)?.[1] ?? 'history';

/**
 * The customer's History (the organization's, at the page's own path), Comments and Files (issue 42)
 * as route tabs around the outlet: each tab's page loads when it is opened.
 */
function CustomerTabs({ id }: { id: number }) {
  const { t } = useTranslation(['customers', 'sales']);
  const { pathname } = useLocation();
  const base = customerPath(id);
  return (
    <RouteTabs
      aria-label={t('customerPage.sections')}
      selectedId={tabOf(pathname)}
      items={[
        { id: 'history', label: t('customerPage.history'), href: base },
        { id: 'comments', label: t('sales:orderRecord.comments'), href: `${base}/comments` },
        { id: 'files', label: t('sales:orderRecord.files'), href: `${base}/files` },
      ]}
    >
      <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
        <Outlet />
      </Suspense>
    </RouteTabs>
  );
}

/**
 * The customer's Contacts, Address and About cards (an empty value as the lists' dash), 'Change' for
 * `customers.write`, and its tabs: its history, which the router puts in the outlet, its comments
 * and files.
 */
function CustomerDetails({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['customers', 'common']);
  const me = useMe().data;
  const [changing, setChanging] = useState(false);
  const mayChange = canAccess(me, customerAccess.writeCustomers);
  const dealerHref = customer.dealer ? dealerPagePath(me, customer.dealer.id) : null;
  const creatorHref = customer.createdBy ? userPagePath(me, customer.createdBy.id) : null;

  return (
    <Page
      title={customer.name}
      description={t('customerPage.title')}
      actions={
        mayChange ? (
          <Button
            variant="secondary"
            aria-label={t('customerPage.changeCustomer')}
            onPress={() => setChanging(true)}
          >
            {t('customerPage.change')}
          </Button>
        ) : null
      }
    >
      {/* No wider than the page: a long history scrolls inside its table. */}
      <Stack gap="lg" minWidth={0}>
        <Cards>
          <Card title={t('customerPage.contacts')} headingLevel={2}>
            <KeyValueList
              layout="inline"
              items={[
                { key: 'name', label: t('customerPage.name'), value: customer.name },
                { key: 'email', label: t('customerPage.email'), value: customer.email },
                { key: 'phone', label: t('customerPage.phone'), value: customer.phone },
                { key: 'mobile', label: t('customerPage.mobile'), value: customer.mobile },
              ]}
            />
          </Card>
          <Card title={t('customerPage.address')} headingLevel={2}>
            <KeyValueList
              layout="inline"
              items={[
                { key: 'street', label: t('customerPage.street'), value: customer.address.street },
                { key: 'city', label: t('customerPage.city'), value: customer.address.city },
                { key: 'postcode', label: t('customerPage.postcode'), value: customer.address.postcode },
                { key: 'country', label: t('customerPage.country'), value: customer.address.country },
              ]}
            />
          </Card>
          <Card title={t('customerPage.about')} headingLevel={2}>
            <KeyValueList
              layout="inline"
              items={[
                {
                  key: 'dealer',
                  label: t('customerPage.dealer'),
                  value: !customer.dealer ? (
                    t('customerPage.organization')
                  ) : dealerHref ? (
                    <Link href={dealerHref}>{customer.dealer.name}</Link>
                  ) : (
                    customer.dealer.name
                  ),
                },
                { key: 'tags', label: t('customerPage.tags'), value: customer.tags.join(', ') },
                {
                  key: 'note',
                  label: t('customerPage.note'),
                  value: customer.note ? lines(customer.note) : null,
                },
                {
                  key: 'createdBy',
                  label: t('customerPage.createdBy'),
                  value:
                    customer.createdBy && creatorHref ? (
                      <Link href={creatorHref}>{customer.createdBy.name}</Link>
                    ) : (
                      customer.createdBy?.name
                    ),
                },
                {
                  key: 'created',
                  label: t('customerPage.created'),
                  value: <DateCell value={customer.createdAt} />,
                },
                {
                  key: 'updated',
                  label: t('customerPage.updated'),
                  value: <DateCell value={customer.updatedAt} />,
                },
              ]}
            />
          </Card>
        </Cards>
        {mayReadRecords(me) ? <CustomerRecords customerId={customer.id} me={me} /> : null}
        <CustomerTabs id={customer.id} />
      </Stack>
      <Suspense fallback={null}>
        {mayChange && changing && (
          <ChangeCustomerDialog customer={customer} isOpen onOpenChange={setChanging} />
        )}
      </Suspense>
    </Page>
  );
}
