import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
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

/** The trigger's accessible name when none is given. */
export const defaultAvatarMenuLabel = 'Open user menu';

/** The menu's trigger: the person's avatar (the menu's and its stand-in's, `AvatarMenu`). */
export function AvatarMenuButton({ name, src, label = defaultAvatarMenuLabel }: AvatarMenuProps) {
  return (
    <Button aria-label={label} className={styles.trigger}>
      <Avatar name={name} src={src} size="md" isDecorative />
    </Button>
  );
}
