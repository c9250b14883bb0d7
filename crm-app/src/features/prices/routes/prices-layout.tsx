import { RouteTabs, Skeleton } from '@doorline/design-system';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n';

/** The tab of a path under `/prices`: Models unless it names another. */
const tabOf = (pathname: string) =>
  /^\/prices\/(options|versions|rules)(\/|$)/.exec(pathname)?.[1] ?? 'models';

/**
 * `/prices` (issue 43): the tabs Models, Options and Versions above the routed page, each a page of
 * its own (`/prices/models`, `/prices/options`, `/prices/versions`; `/prices` leads to Models). Going
 * from Models to Options, or back, keeps the version the address names.
 */
export function Component() {
  const { t } = useTranslation(['prices', 'common']);
  const { pathname, search } = useLocation();
  const version = new URLSearchParams(search).get('version');
  const keep = version ? `?${new URLSearchParams({ version })}` : '';
  return (
    <Page title={t('common:pages.prices')}>
      <RouteTabs
        aria-label={t('pricesPage.sections')}
        selectedId={tabOf(pathname)}
        items={[
          { id: 'models', label: t('pricesPage.models'), href: `/prices/models${keep}` },
          { id: 'options', label: t('pricesPage.options'), href: `/prices/options${keep}` },
          { id: 'versions', label: t('pricesPage.versions'), href: '/prices/versions' },
          { id: 'rules', label: t('priceRules.tab'), href: '/prices/rules' },
        ]}
      >
        <Suspense fallback={<Skeleton shape="block" height="16rem" />}>
          <Outlet />
        </Suspense>
      </RouteTabs>
    </Page>
  );
}
