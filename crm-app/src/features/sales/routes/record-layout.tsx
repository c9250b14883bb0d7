import { InlineAlert, RouteTabs, Skeleton } from '@doorline/design-system';
import { HttpError, stageOf } from '@doorline/api-client';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { parseId } from '@/lib/ids';
import { useOrder } from '../api/get-order';
import { FollowButton } from '../components/follow-button';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

export type RecordKind = 'quote' | 'order';

/** The record's id from the path; null for one that cannot be an id. */
export function useRecordId(): number | null {
  return parseId(useParams().id);
}

/** The tab of a record path: `view` is the details page too. */
function tabOf(pathname: string): string {
  const tab = /^\/(?:quotes|orders)\/[^/]+\/([^/]+)/.exec(pathname)?.[1] ?? 'details';
  return tab === 'view' ? 'details' : tab;
}

/**
 * A quote or an order (spec §2): the header 'Quote: # {orderNumber}' or 'Order: # {orderNumber}'
 * ('Loading...' meanwhile), then a quote's tab bar or an order's side menu around the routed page.
 */
export function RecordLayout({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation('sales');
  const { pathname } = useLocation();
  const id = useRecordId();
  const details = useOrder(id ?? 0);
  const missing = id === null || (details.error instanceof HttpError && details.error.status === 404);

  // Headed by what the record is now, not by the path it was opened at: a quote approved and
  // confirmed into an order is an Order, even at /quotes/{id} (issue 24).
  const headedAs = details.data ? (stageOf[details.data.status] === 'order' ? 'order' : 'quote') : kind;
  const title = details.data
    ? t(headedAs === 'quote' ? 'orderRecord.quoteTitle' : 'orderRecord.orderTitle', {
        orderNumber: details.data.orderNumber,
      })
    : details.isError || id === null
      ? t(kind === 'quote' ? 'orderRecord.quote' : 'orderRecord.order')
      : t('orderRecord.loading');

  const base = `/${kind === 'quote' ? 'quotes' : 'orders'}/${id ?? ''}`;
  const tabs = [
    { id: 'details', label: t('orderRecord.details'), href: `${base}/details` },
    kind === 'quote'
      ? { id: 'items', label: t('orderRecord.items'), href: `${base}/items` }
      : { id: 'sub-orders', label: t('orderRecord.orderItems'), href: `${base}/sub-orders` },
    { id: 'comments', label: t('orderRecord.comments'), href: `${base}/comments` },
    { id: 'files', label: t('orderRecord.files'), href: `${base}/files` },
  ];
  const content = missing ? (
    <InlineAlert tone="critical">{t('orderRecord.notFound')}</InlineAlert>
  ) : (
    <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
      <Outlet />
    </Suspense>
  );
  const sectionsLabel = t(kind === 'quote' ? 'orderRecord.quoteSections' : 'orderRecord.orderSections');

  // The quote's tab bar is hidden on the bare /quotes/{id}, which redirects to details anyway.
  const bare = /^\/(?:quotes|orders)\/[^/]+\/?$/.test(pathname);
  let body = content;
  if (!bare && !missing && kind === 'quote') {
    body = (
      <RouteTabs aria-label={sectionsLabel} selectedId={tabOf(pathname)} items={tabs}>
        {content}
      </RouteTabs>
    );
  } else if (!bare && !missing) {
    const selected = tabOf(pathname);
    body = (
      <div className={styles.recordGrid}>
        <nav aria-label={sectionsLabel}>
          <ul className={styles.sideMenu}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={tab.href}
                  className={styles.sideLink}
                  aria-current={tab.id === selected ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>{content}</div>
      </div>
    );
  }
  // Follow / Following (issue 40): anyone who sees the record may follow it.
  const actions = id !== null && !missing ? <FollowButton orderId={id} /> : undefined;
  return (
    <Page title={title} actions={actions}>
      {body}
    </Page>
  );
}
