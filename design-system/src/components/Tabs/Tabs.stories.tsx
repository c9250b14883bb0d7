import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Text } from '../Text/Text';
import { RouteTabs, type RouteTab } from './RouteTabs';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { tabOnto } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Layout/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: { onSelectionChange: fn(), children: null },
});

export const WithPanels = meta.story({
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Role type">
        <Tab id="organization">Organization</Tab>
        <Tab id="dealer">Dealer</Tab>
      </TabList>
      <TabPanel id="organization">
        <Text>Roles of organization users.</Text>
      </TabPanel>
      <TabPanel id="dealer">
        <Text>Roles of dealer users.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    // React Aria renders collections in a second pass.
    const organization = await canvas.findByRole('tab', { name: 'Organization' });
    const dealer = canvas.getByRole('tab', { name: 'Dealer' });
    // The first tab is selected once the collection is built.
    await waitFor(() => expect(organization).toHaveAttribute('aria-selected', 'true'));
    await tabOnto(organization);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dealer).toHaveFocus());
    await waitFor(() => expect(dealer).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dealer');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Roles of dealer users.');
    await userEvent.click(organization);
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('Roles of organization users.'),
    );
  },
});

export const DisabledTab = meta.story({
  render: (args) => (
    <Tabs {...args} disabledIds={['files']}>
      <TabList aria-label="Quote">
        <Tab id="details">Details</Tab>
        <Tab id="files">Files</Tab>
        <Tab id="comments">Comments</Tab>
      </TabList>
      <TabPanel id="details">
        <Text>Details panel.</Text>
      </TabPanel>
      <TabPanel id="files">
        <Text>Files panel.</Text>
      </TabPanel>
      <TabPanel id="comments">
        <Text>Comments panel.</Text>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: 'Details' });
    await tabOnto(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Comments' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-disabled', 'true');
  },
});

const quoteTabs: RouteTab[] = [
  { id: 'details', label: 'Details', href: '#details' },
  { id: 'items', label: 'Items', href: '#items' },
  { id: 'comments', label: 'Comments', href: '#comments' },
  { id: 'files', label: 'Files', href: '#files' },
];

/** Stands in for the app: its router navigates and the route decides the selected tab. */
function RoutedQuote({ onNavigate }: { onNavigate: (href: string) => void }) {
  const [href, setHref] = useState('#details');
  const selected = quoteTabs.find((tab) => tab.href === href) ?? { id: 'details', label: 'Details' };
  return (
    <RouterProvider
      navigate={(next) => {
        onNavigate(next);
        setHref(next);
      }}
    >
      <RouteTabs aria-label="Quote" items={quoteTabs} selectedId={selected.id}>
        <Text>The {selected.label} page of quote # 1042.</Text>
      </RouteTabs>
    </RouterProvider>
  );
}

export const RouteTabsStory = meta.story({
  name: 'Route tabs',
  render: (args) => <RoutedQuote onNavigate={args.onSelectionChange ?? (() => {})} />,
  play: async ({ args, canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Quote' }));
    const details = nav.getByRole('link', { name: 'Details' });
    const items = nav.getByRole('link', { name: 'Items' });
    await expect(items).toHaveAttribute('href', '#items');
    await expect(details).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/The Details page/)).toBeVisible();

    // Each tab is a link: Tab moves to the next, Enter follows it.
    await tabOnto(details);
    await userEvent.tab();
    await expect(items).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('#items');
    await waitFor(() => expect(items).toHaveAttribute('aria-current', 'page'));
    await expect(details).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText(/The Items page/)).toBeVisible();

    await userEvent.click(nav.getByRole('link', { name: 'Files' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('#files');
    await waitFor(() => expect(canvas.getByText(/The Files page/)).toBeVisible());
  },
});

export const RouteTabsNarrow = meta.story({
  name: 'Route tabs, narrow screen',
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <RouteTabs
      aria-label="Organization"
      selectedId="permissions"
      items={[
        { id: 'users', label: 'Users', href: '#users' },
        { id: 'roles', label: 'Roles', href: '#roles' },
        { id: 'permissions', label: 'Permissions', href: '#permissions' },
        { id: 'dealers', label: 'Dealers', href: '#dealers' },
        { id: 'dealer-users', label: 'Dealer users', href: '#dealer-users' },
      ]}
    >
      <Text>The permissions list.</Text>
    </RouteTabs>
  ),
});
