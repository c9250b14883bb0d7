import type { ReactNode } from 'react';
import { SidebarProvider, useOptionalSidebar } from '../Sidebar/SidebarProvider';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** Usually a `Sidebar`. */
  sidebar: ReactNode;
  /** Usually a `TopBar`. */
  topBar: ReactNode;
  /** The page, shown in the `<main>` element. */
  children: ReactNode;
  /** The text of the "Skip to main content" link, the first stop of the Tab key. */
  skipLinkLabel?: string;
  /** Id of the `<main>` element, the skip link's target. */
  mainId?: string;
}

/**
 * The page frame: sidebar, top bar and a scrolling `<main>`. Uses the surrounding
 * `SidebarProvider`, or provides one (state from the cookie) when there is none.
 */
export function AppShell(props: AppShellProps) {
  const sidebar = useOptionalSidebar();
  if (sidebar) return <AppShellLayout {...props} />;
  return (
    <SidebarProvider>
      <AppShellLayout {...props} />
    </SidebarProvider>
  );
}

function AppShellLayout({
  sidebar,
  topBar,
  children,
  skipLinkLabel = 'Skip to content',
  mainId = 'main-content',
}: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      {sidebar}
      <div className={styles.inset}>
        {topBar}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
