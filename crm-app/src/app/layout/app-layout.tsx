import {
  AppShell,
  AvatarMenu,
  Button,
  InlineAlert,
  Link,
  Sidebar,
  SidebarBrand,
  SidebarNav,
  SidebarNavItem,
  SidebarProvider,
  TopBar,
} from '@doorline/design-system';
import { ArrowLeft, LogOut, Settings, UserRound } from 'lucide-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logout, useMe } from '@/lib/auth';
import { useMenuItems, visibleMenus } from '@/lib/menus';
import { useCurrency } from '@/lib/money';
import { queryClient } from '@/lib/query-client';
import { PageLoadBoundary } from '../page-load-boundary';
import { useRouteTree } from '../route-tree';
import { useRoutePrefetch } from './route-prefetch';
import { backTarget } from './back-target';
import { activeMenuItem } from './menus';
import { useTopBarItems } from './top-bar-items';
import * as styles from './app-layout.css';
import './signed-in-texts';
import { useTranslation } from '@/lib/i18n';

/** The signed-in area: its server-state cache and its shell. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

/** The signed-in shell of spec §2: menus by account type, top bar, avatar menu. */
function Shell() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const routes = useRouteTree();
  const menuItems = useMenuItems();
  const topBarItems = useTopBarItems();
  // A page's data starts with the current user's request, not after it and the page's code.
  useRoutePrefetch(pathname, search);
  // The server's settings too: the pages write every amount in its currency (issue 40 item 2).
  useCurrency();

  // While the current user loads, nothing is shown (spec §4 "Session").
  if (me.isPending) return null;
  if (me.isError) {
    return (
      <div className={styles.loadError}>
        <InlineAlert tone="critical">{t('errors.unexpected')}</InlineAlert>
        <Button variant="secondary" onPress={() => void me.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  }

  const user = me.data;
  const menu = visibleMenus(user, menuItems);
  const back = backTarget(routes, pathname);

  const active = activeMenuItem([...menu.main, ...menu.footer], pathname);
  const renderItems = (items: typeof menu.main) =>
    items.map((item) => (
      <SidebarNavItem
        key={item.path}
        href={item.path}
        label={t(item.label)}
        icon={<item.icon aria-hidden size={18} strokeWidth={1.75} />}
        isActive={item === active}
      />
    ));

  return (
    <SidebarProvider>
      <AppShell
        skipLinkLabel={t('app.skipToContent')}
        sidebar={
          <Sidebar
            aria-label={t('app.mainMenu')}
            header={<SidebarBrand name={t('app.name')} suffix={t('app.suffix')} version={t('app.version')} />}
            footer={<SidebarNav>{renderItems(menu.footer)}</SidebarNav>}
          >
            <SidebarNav>{renderItems(menu.main)}</SidebarNav>
          </Sidebar>
        }
        topBar={
          <TopBar
            sidebarTriggerLabel={t('app.toggleSidebar')}
            start={
              back ? (
                <Button variant="ghost" size="sm" onPress={() => navigate(back)}>
                  <ArrowLeft aria-hidden size={16} />
                  {t('app.back')}
                </Button>
              ) : null
            }
            end={
              <>
                {topBarItems.map(({ id, Component }) => (
                  <Component key={id} />
                ))}
                <Link href="/me">{user.name || user.email}</Link>
                <AvatarMenu
                  name={user.name || user.email}
                  src={user.image}
                  label={t('app.userMenu')}
                  items={[
                    {
                      id: 'cabinet',
                      label: t('avatarMenu.cabinet'),
                      href: '/me',
                      icon: <UserRound aria-hidden size={16} />,
                    },
                    {
                      id: 'settings',
                      label: t('avatarMenu.settings'),
                      href: '/system',
                      icon: <Settings aria-hidden size={16} />,
                    },
                    {
                      id: 'logout',
                      label: t('avatarMenu.logout'),
                      icon: <LogOut aria-hidden size={16} />,
                      tone: 'critical',
                    },
                  ]}
                  onAction={(id) => {
                    if (id === 'logout') void logout().then(() => navigate('/auth/login', { replace: true }));
                  }}
                />
              </>
            }
          />
        }
      >
        {/* A page that cannot load or render keeps the shell (issue 24). */}
        <PageLoadBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </AppShell>
    </SidebarProvider>
  );
}

export { AppLayout as Component };
