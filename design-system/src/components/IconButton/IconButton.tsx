import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonSizes, type ButtonSize } from '../Button/Button';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary'] as const;
// The button's sizes, so that an icon button lines up with the buttons beside it.
export const iconButtonSizes = buttonSizes;

export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = ButtonSize;

export interface IconButtonProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'isDisabled'
  | 'type'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-haspopup'
  | 'autoFocus'
  | 'slot'
  | 'id'
> {
  /** The button has no visible text, so this is its only name. */
  'aria-label': string;
  /** The icon, e.g. `<BellIcon />`; the button's `aria-label` names it. */
  icon: ReactNode;
  /** The look: `ghost` for toolbars (the default) or `secondary` with a border. */
  variant?: IconButtonVariant;
  /** The size: `sm` in dense rows, `md` by default. */
  size?: IconButtonSize;
  /**
   * A count on the icon (unread notifications): hidden at 0, `99+` above 99. It is only seen: say
   * it in `aria-label` too, as shown (`formatBadgeCount`: "Notifications, 99+ unread").
   */
  badge?: number;
}

/** How a count badge writes a count: as it is up to `max`, then `max+`. */
export const formatBadgeCount = (count: number, max = 99): string =>
  count > max ? `${max}+` : String(count);

export function IconButton({ icon, variant = 'ghost', size = 'md', badge, ...ariaProps }: IconButtonProps) {
  return (
    <AriaButton
      {...ariaProps}
      className={`${styles.iconButton} ${styles.variant[variant]} ${styles.size[size]}`}
    >
      {icon}
      {badge !== undefined && badge > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {formatBadgeCount(badge)}
        </span>
      )}
    </AriaButton>
  );
}
