import { Menu, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { renderMenuItem } from '../private/menuItem';
import { AvatarMenuButton, defaultAvatarMenuLabel, type AvatarMenuProps } from './AvatarMenuTrigger';
import * as styles from './AvatarMenu.css';

/** The avatar menu itself, loaded when it is first used (`AvatarMenu`). */
export default function AvatarMenuWidget({
  name,
  src,
  label = defaultAvatarMenuLabel,
  items,
  onAction,
  showName = true,
}: AvatarMenuProps) {
  return (
    <MenuTrigger>
      <AvatarMenuButton name={name} src={src} label={label} items={items} />
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
