import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronDownIcon, MoreHorizontalIcon } from '../private/icons';
import * as styles from './Menu.css';

export const menuButtonVariants = ['secondary', 'ghost'] as const;
export const menuButtonSizes = ['sm', 'md'] as const;
export const menuItemTones = ['default', 'critical'] as const;
export type MenuButtonVariant = (typeof menuButtonVariants)[number];
export type MenuButtonSize = (typeof menuButtonSizes)[number];
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuButtonItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** `critical` for destructive actions such as cancel or reject. */
  tone?: MenuItemTone;
  /** Disables the item: it stays in the menu but cannot be chosen. */
  isDisabled?: boolean;
  /** Makes the item a link, navigated through the app's RAC `RouterProvider`. */
  href?: string;
}

/** A group of items, separated from its neighbours by a line and optionally titled. */
export interface MenuButtonSection {
  id: string;
  title?: string;
  /** The section's actions. */
  items: MenuButtonItem[];
}

interface MenuButtonCommonProps {
  /** The menu's actions, or sections of them, each with an id and a label. */
  items: Array<MenuButtonItem | MenuButtonSection>;
  /** Called with the item's id when an item without href is chosen. */
  onAction?: (id: string) => void;
  /** `ghost` suits row actions in tables; `secondary` a toolbar button. */
  variant?: MenuButtonVariant;
  /** The trigger's size: `sm` in table rows and toolbars, `md` by default. */
  size?: MenuButtonSize;
  /** The trigger's icon; an icon-only trigger shows a '⋯' icon by default. */
  icon?: ReactNode;
  /** Where the menu opens relative to the trigger, `bottom end` by default. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Disables the trigger. */
  isDisabled?: boolean;
}

/** Either a visible `label` or, for an icon-only trigger, an `aria-label`. */
export type MenuButtonProps = MenuButtonCommonProps &
  (
    | {
        /** The trigger's text; without one the trigger is an icon button named by `aria-label`. */
        label: string;
        /** Names the trigger for screen readers when its text is not enough. */
        'aria-label'?: string;
      }
    | {
        /** The trigger's text; without one the trigger is an icon button named by `aria-label`. */
        label?: undefined;
        /** Names the icon-only trigger for screen readers. */
        'aria-label': string;
      }
  );

/** The menu's trigger: a button with its label and a chevron, or an icon button (`MenuButton`). */
export function MenuButtonTrigger({
  label,
  'aria-label': ariaLabel,
  icon,
  variant = 'secondary',
  size = 'md',
  isDisabled,
}: MenuButtonProps) {
  return label ? (
    <Button variant={variant} size={size} aria-label={ariaLabel} isDisabled={isDisabled}>
      {icon}
      {label}
      <span className={styles.chevron}>
        <ChevronDownIcon />
      </span>
    </Button>
  ) : (
    <IconButton
      aria-label={ariaLabel ?? ''}
      icon={icon ?? <MoreHorizontalIcon />}
      variant={variant}
      size={size}
      isDisabled={isDisabled}
    />
  );
}
