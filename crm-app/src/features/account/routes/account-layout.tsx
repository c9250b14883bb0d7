import { RouteTabs, Skeleton } from '@doorline/design-system';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n';

const titles = {
  profile: 'common:pages.myProfile',
  security: 'common:pages.security',
  notifications: 'common:pages.notificationSettings',
} as const;

/**
 * The Account group (spec §2): the tabs Profile, Security and Notifications above the routed page
 * (the notifications feature adds its page by this layout's route id, `account`).
 */
export function AccountLayout() {
  const { t } = useTranslation(['account', 'common']);
  const { pathname } = useLocation();
  const tab = /^\/me\/(security|notifications)(\/|$)/.exec(pathname)?.[1];
  const selected = tab === 'security' || tab === 'notifications' ? tab : 'profile';
  return (
    <Page title={t(titles[selected])}>
      <RouteTabs
        aria-label={t('account.sections')}
        selectedId={selected}
        items={[
          { id: 'profile', label: t('common:pages.profile'), href: '/me/profile' },
          { id: 'security', label: t('common:pages.securityTab'), href: '/me/security' },
          { id: 'notifications', label: t('common:pages.notificationsTab'), href: '/me/notifications' },
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
