import type { ReactNode } from 'react';
import { MenuItem, Text } from 'react-aria-components';

/** What a menu's item shows and does: a link with `href`, an action otherwise. */
export interface MenuItemData {
  id: string;
  label: string;
  icon?: ReactNode;
  /** `critical` for destructive actions such as cancel or reject. */
  tone?: 'default' | 'critical';
  isDisabled?: boolean;
  href?: string;
}

/**
 * A menu's item, its icon and its label (the `MenuButton`'s and the `AvatarMenu`'s), in the menu's own
 * classes: `item`, `critical` added for a destructive one, and `itemIcon`.
 */
export function renderMenuItem(
  item: MenuItemData,
  classes: { item: string; critical: string; itemIcon: string },
) {
  return (
    <MenuItem
      key={item.id}
      id={item.id}
      href={item.href}
      isDisabled={item.isDisabled}
      textValue={item.label}
      className={item.tone === 'critical' ? `${classes.item} ${classes.critical}` : classes.item}
    >
      {item.icon && <span className={classes.itemIcon}>{item.icon}</span>}
      <Text slot="label">{item.label}</Text>
    </MenuItem>
  );
}
