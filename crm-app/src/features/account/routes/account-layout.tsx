import { RouteTabs, Skeleton } from '@doorline/design-system';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';

/** The Account group (spec §2): the tabs Profile and Security above the routed page. */
export function AccountLayout() {
  const { t } = useTranslation(['account', 'common']);
  const { pathname } = useLocation();
  const selected = /^\/me\/security(\/|$)/.test(pathname) ? 'security' : 'profile';
  return (
    <Page title={t(selected === 'security' ? 'common:pages.security' : 'common:pages.myProfile')}>
      <RouteTabs
        aria-label={t('account.sections')}
        selectedId={selected}
        items={[
          { id: 'profile', label: t('common:pages.profile'), href: '/me/profile' },
          { id: 'security', label: t('common:pages.securityTab'), href: '/me/security' },
        ]}
      >
        <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
          <Outlet />
        </Suspense>
      </RouteTabs>
    </Page>
  );
}

export { AccountLayout as Component };
