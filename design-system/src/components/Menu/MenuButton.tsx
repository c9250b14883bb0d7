import { Fragment, type ReactNode } from 'react';
import { Header, Menu, MenuSection, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronDownIcon, MoreHorizontalIcon } from '../private/icons';
import { renderMenuItem } from '../private/menuItem';
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

function isSection(entry: MenuButtonItem | MenuButtonSection): entry is MenuButtonSection {
  return 'items' in entry;
}

function findItem(entries: MenuButtonProps['items'], id: Key): MenuButtonItem | undefined {
  for (const entry of entries) {
    if (isSection(entry)) {
      const found = entry.items.find((item) => item.id === id);
      if (found) return found;
    } else if (entry.id === id) return entry;
  }
  return undefined;
}

/**
 * A button that opens a menu of actions, e.g. the status-dependent actions of an order row (submit,
 * approve, cancel). Items may be grouped in sections; `tone="critical"` marks destructive ones; items with
 * `href` are links. `onAction(id)` is called for the others. Icon-only triggers need `aria-label`.
 */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  icon,
  items,
  onAction,
  variant = 'secondary',
  size = 'md',
  placement = 'bottom end',
  isDisabled,
}: MenuButtonProps) {
  const disabledKeys = items.flatMap((entry) =>
    (isSection(entry) ? entry.items : [entry]).filter((item) => item.isDisabled).map((item) => item.id),
  );
  return (
    <MenuTrigger>
      {label ? (
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
      )}
      <Popover placement={placement} offset={6} className={styles.popover}>
        <Menu
          aria-label={ariaLabel ?? label}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => {
            const item = findItem(items, key);
            if (item && !item.href) onAction?.(item.id);
          }}
          className={styles.menu}
        >
          {items.map((entry, index) =>
            isSection(entry) ? (
              <Fragment key={entry.id}>
                {index > 0 && <Separator className={styles.separator} />}
                <MenuSection id={entry.id} aria-label={entry.title}>
                  {entry.title && <Header className={styles.sectionHeader}>{entry.title}</Header>}
                  {entry.items.map((item) => renderMenuItem(item, styles))}
                </MenuSection>
              </Fragment>
            ) : (
              renderMenuItem(entry, styles)
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
