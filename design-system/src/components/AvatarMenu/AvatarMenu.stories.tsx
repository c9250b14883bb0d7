import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { LogOutIcon, SettingsIcon, UserIcon } from '../private/icons';
import { samplePhoto } from '../private/storyFixtures';
import { AvatarMenu, type AvatarMenuItem } from './AvatarMenu';
import { keyToOpen, openFromTrigger, waitUntilClosedOnto } from '../private/storyHelpers';

const items: AvatarMenuItem[] = [
  { id: 'cabinet', label: 'Personal cabinet', href: '#/me', icon: <UserIcon /> },
  { id: 'settings', label: 'Settings', href: '#/system', icon: <SettingsIcon /> },
  { id: 'logout', label: 'Logout', icon: <LogOutIcon />, tone: 'critical' },
];

const meta = preview.meta({
  title: 'Navigation/AvatarMenu',
  component: AvatarMenu,
  args: { name: 'Anna Petrova', items, onAction: fn() },
});

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open user menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

export const WithPhoto = meta.story({ args: { src: samplePhoto } });

export const Open = meta.story({
  play: async ({ args, canvas }) => {
    const { popup: menu } = await openFromTrigger(canvas, 'Open user menu', 'menu', {
      name: 'Open user menu',
    });
    const links = within(menu).getAllByRole('menuitem');
    await expect(links.map((item) => item.textContent)).toEqual(['Personal cabinet', 'Settings', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/system',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
  },
});

export const ChooseLogout = meta.story({
  name: 'Choosing an action',
  play: async ({ args, canvas, canvasElement }) => {
    const { trigger, popup: menu } = await openFromTrigger(canvas, 'Open user menu', 'menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    // Focus goes back to the trigger once the menu has closed (React Aria restores it after a frame).
    await waitUntilClosedOnto(canvasElement, 'menu', trigger);
  },
});

export const KeyboardNavigation = meta.story({
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open user menu' });
    trigger.focus();
    const menu = await keyToOpen(trigger, '{ArrowDown}', 'menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Personal cabinet' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
});
