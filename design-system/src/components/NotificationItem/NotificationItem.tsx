import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './NotificationItem.css';

export interface NotificationListProps {
  /** Names the list of notifications for screen readers. */
  'aria-label': string;
  /** One `NotificationItem` per notification. */
  children: ReactNode;
}

/** A list of notifications (the top bar's latest ten, a page of them): `NotificationItem`s. */
export function NotificationList({ children, ...props }: NotificationListProps) {
  return (
    <ul {...props} className={styles.list}>
      {children}
    </ul>
  );
}

export interface NotificationItemProps {
  /** What happened, worded for the reader. */
  message: ReactNode;
  /** When and by whom, already formatted ("Olena Koval · 5 min ago"). */
  meta: ReactNode;
  /** Unread: marked by a dot, and `unreadLabel` for screen readers. */
  isUnread: boolean;
  /** The word a screen reader says for an unread one ("Unread"); it is not shown. */
  unreadLabel: string;
  /** Where following it leads (what it is about); without one the item is not a link. */
  href?: string;
  /** Called when the link is followed (mark it read, close the popover). */
  onOpen?: () => void;
}

/**
 * One notification: its message and meta, a dot while it is unread, the whole row a link to what it
 * is about. An unread one says `unreadLabel` first, so a screen reader tells read from unread.
 */
export function NotificationItem({
  message,
  meta,
  isUnread,
  unreadLabel,
  href,
  onOpen,
}: NotificationItemProps) {
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        {isUnread && <span className={styles.hidden}>{`${unreadLabel}: `}</span>}
        <span className={styles.message}>{message}</span>
        <span className={styles.meta}>{meta}</span>
      </span>
    </>
  );
  return (
    <li className={styles.item} data-unread={isUnread || undefined}>
      {href ? (
        <AriaLink href={href} onPress={onOpen} className={`${styles.row} ${styles.link}`}>
          {content}
        </AriaLink>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </li>
  );
}
