import type { ReactNode } from 'react';
// Templates use the package as another product would: only its public exports.
import {
  AppShell,
  AvatarMenu,
  FileTextIcon,
  HomeIcon,
  LogOutIcon,
  PackageIcon,
  SettingsIcon,
  Sidebar,
  SidebarBrand,
  SidebarNav,
  SidebarNavItem,
  SidebarProvider,
  TopBar,
  UserIcon,
  UsersIcon,
} from '../index';

const menu = [
  { href: '#/', label: 'Home', icon: <HomeIcon /> },
  { href: '#/quotes', label: 'Quotes', icon: <FileTextIcon /> },
  { href: '#/orders', label: 'Orders', icon: <PackageIcon /> },
  { href: '#/dealers', label: 'Dealers', icon: <UsersIcon /> },
];

/** The app's frame of both templates: sidebar with the current section, top bar with the avatar menu. */
export function TemplateShell({ active, children }: { active: string; children: ReactNode }) {
  return (
    <SidebarProvider defaultOpen>
      <AppShell
        sidebar={
          <Sidebar aria-label="Main" header={<SidebarBrand name="Doorline" suffix="CRM" />}>
            <SidebarNav>
              {menu.map((item) => (
                <SidebarNavItem key={item.href} {...item} isActive={item.href === active} />
              ))}
            </SidebarNav>
          </Sidebar>
        }
        topBar={
          <TopBar
            end={
              <AvatarMenu
                name="Anna Petrova"
                items={[
                  { id: 'profile', label: 'Profile', href: '#/me', icon: <UserIcon /> },
                  { id: 'settings', label: 'Settings', href: '#/settings', icon: <SettingsIcon /> },
                  { id: 'logout', label: 'Log out', icon: <LogOutIcon />, tone: 'critical' },
                ]}
              />
            }
          />
        }
      >
        {children}
      </AppShell>
    </SidebarProvider>
  );
}
