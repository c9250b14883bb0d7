import type { ReactNode } from 'react';
import { Button, Menu, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { renderMenuItem } from '../private/menuItem';
import * as styles from './AvatarMenu.css';

export const avatarMenuItemTones = ['default', 'critical'] as const;
export type AvatarMenuItemTone = (typeof avatarMenuItemTones)[number];

export interface AvatarMenuItem {
  id: string;
  label: string;
  /** Makes the item a link, navigated through the app's RAC `RouterProvider`. */
  href?: string;
  icon?: ReactNode;
  tone?: AvatarMenuItemTone;
}

export interface AvatarMenuProps {
  /** The signed-in person's name, shown on the trigger and as the menu's heading. */
  name: string;
  /** The URL of their photo; their initials show without one. */
  src?: string | null;
  /** Accessible name of the trigger button. */
  label?: string;
  /** The menu's actions (profile, sign out…), each with an id, a label and an optional tone. */
  items: AvatarMenuItem[];
  /** Called with the item's id when an item without href is chosen. */
  onAction?: (id: string) => void;
  /** Show the person's name at the top of the menu. */
  showName?: boolean;
}

export function AvatarMenu({
  name,
  src,
  label = 'Open user menu',
  items,
  onAction,
  showName = true,
}: AvatarMenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={styles.trigger}>
        <Avatar name={name} src={src} size="md" isDecorative />
      </Button>
      <Popover placement="bottom end" offset={6} className={styles.popover}>
        {showName && (
          <div className={styles.header} aria-hidden="true">
            <Avatar name={name} src={src} size="sm" isDecorative />
            {name}
          </div>
        )}
        <Menu
          aria-label={label}
          items={items}
          onAction={(key: Key) => {
            const item = items.find((candidate) => candidate.id === key);
            if (item && !item.href) onAction?.(item.id);
          }}
          className={styles.menu}
        >
          {(item) => renderMenuItem(item, styles)}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
