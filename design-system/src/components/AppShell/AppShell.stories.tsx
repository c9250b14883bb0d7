import type { ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { AvatarMenu } from '../AvatarMenu/AvatarMenu';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import {
  BuildingIcon,
  ChartIcon,
  ChevronLeftIcon,
  ClipboardIcon,
  FactoryIcon,
  FileTextIcon,
  HomeIcon,
  LogOutIcon,
  PackageIcon,
  PauseIcon,
  SettingsIcon,
  TagIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
  WarehouseIcon,
} from '../private/icons';
import { samplePhoto } from '../private/storyFixtures';
import { Sidebar } from '../Sidebar/Sidebar';
import { SidebarBrand } from '../Sidebar/SidebarBrand';
import { SidebarNav, SidebarNavItem } from '../Sidebar/SidebarNav';
import { SidebarProvider } from '../Sidebar/SidebarProvider';
import { Text } from '../Text/Text';
import { TopBar } from '../TopBar/TopBar';
import { AppShell, type AppShellProps } from './AppShell';
import { clickToOpen, openFromTrigger, tabOnto, waitUntilClosed } from '../private/storyHelpers';

const menu = [
  { href: '#/', label: 'Home', icon: <HomeIcon /> },
  { href: '#/quotes', label: 'Quotes', icon: <FileTextIcon /> },
  { href: '#/pre-orders', label: 'Pre-orders', icon: <ClipboardIcon /> },
  { href: '#/orders', label: 'Orders', icon: <PackageIcon /> },
  { href: '#/production', label: 'Production', icon: <FactoryIcon /> },
  { href: '#/warehouse', label: 'Warehouse', icon: <WarehouseIcon /> },
  { href: '#/hold', label: 'Hold', icon: <PauseIcon /> },
  { href: '#/customers', label: 'Customers', icon: <UsersIcon /> },
  { href: '#/dealers', label: 'Dealers', icon: <BuildingIcon /> },
  { href: '#/suppliers', label: 'Suppliers', icon: <TruckIcon /> },
  { href: '#/inventory', label: 'Inventory', icon: <PackageIcon /> },
  { href: '#/prices', label: 'Prices', icon: <TagIcon /> },
  { href: '#/reports', label: 'Reports', icon: <ChartIcon /> },
];

interface DemoShellProps extends Partial<Pick<AppShellProps, 'skipLinkLabel' | 'mainId'>> {
  /** Whether the sidebar starts expanded (`SidebarProvider`'s `defaultOpen`). */
  defaultOpen?: boolean;
  /** The avatar menu's `onAction`. */
  onAction?: (id: string) => void;
}

/** `AppShell` in a whole demo: sidebar, top bar with an avatar menu, and a page. */
function DemoShell({ defaultOpen, onAction, ...shellProps }: DemoShellProps) {
  const active = '#/quotes';
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <AppShell
        {...shellProps}
        sidebar={
          <Sidebar
            aria-label="Main"
            header={<SidebarBrand name="Doorline" suffix="CRM" version="v1.0" />}
            footer={
              <SidebarNav>
                <SidebarNavItem href="#/organization" icon={<SettingsIcon />} label="Settings" />
              </SidebarNav>
            }
          >
            <SidebarNav>
              {menu.map((item) => (
                <SidebarNavItem key={item.href} {...item} isActive={item.href === active} />
              ))}
            </SidebarNav>
          </Sidebar>
        }
        topBar={
          <TopBar
            start={
              <Button variant="ghost" size="sm">
                <ChevronLeftIcon />
                Back
              </Button>
            }
            end={
              <>
                <Link href="#/me">Anna Petrova</Link>
                <AvatarMenu
                  name="Anna Petrova"
                  src={samplePhoto}
                  onAction={onAction}
                  items={[
                    { id: 'cabinet', label: 'Personal cabinet', href: '#/me', icon: <UserIcon /> },
                    { id: 'settings', label: 'Settings', href: '#/system', icon: <SettingsIcon /> },
                    { id: 'logout', label: 'Logout', icon: <LogOutIcon />, tone: 'critical' },
                  ]}
                />
              </>
            }
          />
        }
      >
        <div style={{ display: 'grid', gap: 8, maxWidth: 720 }}>
          <Heading level={1}>Quotes</Heading>
          <Text tone="muted">Quotes waiting for a decision by the dealer or the sales team.</Text>
        </div>
      </AppShell>
    </SidebarProvider>
  );
}

const meta = preview.meta({
  title: 'Shell/AppShell',
  // The docs page's props table is AppShell's own; each story renders it inside the demo above.
  component: AppShell as unknown as ComponentType<DemoShellProps>,
  render: (args) => <DemoShell {...args} />,
  args: { onAction: fn() },
  // The demo's own arguments set up the stories; they are not AppShell's props, so the docs page's
  // table leaves them out.
  argTypes: { defaultOpen: { table: { disable: true } }, onAction: { table: { disable: true } } },
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '520px' } },
  },
});

const readCookie = () => document.cookie.match(/(?:^|; )sidebar_state=([^;]*)/)?.[1];

export const DesktopExpanded = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
});

export const DesktopDark = meta.story({
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
});

export const DesktopCollapsed = meta.story({
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Labels are visually hidden but still name the links; a tooltip repeats them on focus.
    await userEvent.tab();
    await tabOnto(canvas.getByRole('link', { name: 'Home' }));
    await userEvent.tab();
    // The link as it is now: a collapsed rail's link is remounted with its tooltip once the
    // tooltip's code is there (`deferred`), the focus kept.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Quotes' })).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Quotes');
  },
});

export const ToggleWithShortcut = meta.story({
  name: 'Toggle with ctrl+b',
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(readCookie()).toBe('false');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(readCookie()).toBe('true');
  },
});

export const ToggleWithTrigger = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(readCookie()).toBe('false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(readCookie()).toBe('true');
  },
});

export const Mobile = meta.story({
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const sheet = await clickToOpen(trigger, 'dialog', { name: 'Main' });
    await expect(within(sheet).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitUntilClosed(canvasElement, 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const MobileSheetOpen = meta.story({
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const { popup: sheet } = await openFromTrigger(canvas, 'Toggle sidebar', 'dialog', {
      name: 'Main',
    });
    await expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
});

export const AvatarMenuOpen = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Open user menu', 'menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Personal cabinet' })).toHaveAttribute(
      'href',
      '#/me',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
  },
});
