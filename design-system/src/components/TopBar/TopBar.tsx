import type { ReactNode } from 'react';
import { SidebarTrigger } from '../Sidebar/SidebarTrigger';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** After the sidebar trigger, e.g. a back button. */
  start?: ReactNode;
  /** At the right end, e.g. the profile link and the avatar menu. */
  end?: ReactNode;
  /** Accessible name of the sidebar trigger. */
  sidebarTriggerLabel?: string;
}

export function TopBar({ start, end, sidebarTriggerLabel }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <SidebarTrigger label={sidebarTriggerLabel} />
      {start && (
        <>
          <span className={styles.separator} aria-hidden="true" />
          <div className={styles.start}>{start}</div>
        </>
      )}
      {end && <div className={styles.end}>{end}</div>}
    </header>
  );
}
