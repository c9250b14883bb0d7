import { InlineAlert, Link, RouteTabs, Skeleton, Stack } from '@doorline/design-system';
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { isNotFound } from '@/lib/errors';
import { parseId } from '@/lib/ids';
import { useDealer } from '../api/get-dealer';
import { DealerStatusBadge } from '../components/dealer-status-badge';
import { dealerProfilePath, dealerUsersPath } from '../lib/paths';
import { useTranslation } from '@/lib/i18n';

/** The dealer's id from the path; null for one that cannot be an id. */
export const useDealerId = (): number | null => parseId(useParams().id);

/**
 * `/organization/dealers/{id}` (spec §2): the header (the dealer's name and status badge, 'Loading...'
 * meanwhile) and the tab bar Profile | Users around the routed page. A dealer user's page
 * (`.../users/{userId}`) is a page of its own, without them.
 */
export function DealerLayout() {
  const { t } = useTranslation('dealers');
  const { pathname } = useLocation();
  const id = useDealerId();
  const dealer = useDealer(id ?? 0);
  const content = (
    <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
      <Outlet />
    </Suspense>
  );
  const base = /^\/organization\/dealers\/[^/]+/.exec(pathname)?.[0] ?? '';
  const rest = pathname.slice(base.length);
  if (/^\/users\/(?!invite\/?$)[^/]+/.test(rest)) return content;

  const missing = id === null || (dealer.isError && isNotFound(dealer.error));
  if (missing || dealer.isError)
    return (
      <Page title={t('dealerPage.title')}>
        <Stack gap="md" align="start">
          <InlineAlert tone="critical" announce>
            {missing ? t('dealerPage.notFound') : t('dealerProfile.loadFailed')}
          </InlineAlert>
          <Link href="/organization/dealers">{t('dealerPage.backToDealers')}</Link>
        </Stack>
      </Page>
    );

  const selected = rest.startsWith('/users') ? 'users' : 'profile';
  return (
    <Page
      title={dealer.data?.name ?? t('dealerPage.loading')}
      description={dealer.data ? <DealerStatusBadge status={dealer.data.status} /> : undefined}
    >
      {rest === '' || rest === '/' ? (
        content
      ) : (
        <RouteTabs
          aria-label={t('dealerPage.tabs')}
          selectedId={selected}
          items={[
            { id: 'profile', label: t('dealerPage.profile'), href: dealerProfilePath(id) },
            { id: 'users', label: t('dealerPage.users'), href: dealerUsersPath(id) },
          ]}
        >
          {content}
        </RouteTabs>
      )}
    </Page>
  );
}
