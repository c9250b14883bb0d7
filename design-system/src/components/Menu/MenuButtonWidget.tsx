import { Fragment } from 'react';
import { Header, Menu, MenuSection, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import { renderMenuItem } from '../private/menuItem';
import {
  MenuButtonTrigger,
  type MenuButtonItem,
  type MenuButtonProps,
  type MenuButtonSection,
} from './MenuButtonTrigger';
import * as styles from './Menu.css';

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

/** The menu button itself, loaded when it is first used (`MenuButton`). */
export default function MenuButtonWidget(props: MenuButtonProps) {
  const { label, 'aria-label': ariaLabel, items, onAction, placement = 'bottom end' } = props;
  const disabledKeys = items.flatMap((entry) =>
    (isSection(entry) ? entry.items : [entry]).filter((item) => item.isDisabled).map((item) => item.id),
  );
  return (
    <MenuTrigger>
      <MenuButtonTrigger {...props} />
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
