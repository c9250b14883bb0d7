import { RouteTabs, Skeleton } from '@doorline/design-system';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMe } from '@/lib/auth';
import { mayOpen } from '@/lib/page-access';
import { useTranslation } from '@/lib/i18n';

/**
 * The dealer area `/dealer` (spec §2): Profile and, for a dealer admin, Users ('Users Management'),
 * as tabs above the routed page, so that the users page is reachable from the menu's Dealer profile.
 */
export function DealerArea() {
  const { t } = useTranslation('dealers');
  const { pathname } = useLocation();
  const me = useMe().data;
  const mayManageUsers = mayOpen(me, 'dealerUsers');
  const selected = /^\/dealer\/users(\/|$)/.test(pathname) ? 'users' : 'profile';
  return (
    <RouteTabs
      aria-label={t('dealerArea.tabs')}
      selectedId={selected}
      items={[
        { id: 'profile', label: t('dealerArea.profile'), href: '/dealer/profile' },
        ...(mayManageUsers ? [{ id: 'users', label: t('dealerArea.users'), href: '/dealer/users' }] : []),
      ]}
    >
      <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
        <Outlet />
      </Suspense>
    </RouteTabs>
  );
}
