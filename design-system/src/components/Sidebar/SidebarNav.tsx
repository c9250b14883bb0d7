import type { ReactNode } from 'react';
import { Link, Tooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Sidebar.css';
import { useIsInSidebarSheet } from './Sidebar';
import { useSidebar, useSidebarCollapsed } from './SidebarProvider';

export interface SidebarNavProps {
  /** `SidebarNavItem`s. */
  children: ReactNode;
  /** Names the navigation landmark, e.g. "Main". */
  'aria-label'?: string;
}

export function SidebarNav({ children, 'aria-label': ariaLabel }: SidebarNavProps) {
  return (
    <ul className={styles.navList} aria-label={ariaLabel}>
      {children}
    </ul>
  );
}

export interface SidebarNavItemProps {
  /** Where the item goes, navigated through the app's React Aria `RouterProvider`. */
  href: string;
  /** Decorative; the label names the link. */
  icon: ReactNode;
  /** The item's text; it is the tooltip when the sidebar is collapsed. */
  label: string;
  /** Marks the current page: `aria-current="page"` and the highlighted style. */
  isActive?: boolean;
}

/** A navigation link; when the sidebar is collapsed only its icon shows, and a tooltip names it. */
export function SidebarNavItem({ href, icon, label, isActive = false }: SidebarNavItemProps) {
  const collapsed = useSidebarCollapsed();
  const inSheet = useIsInSidebarSheet();
  const { setOpenMobile } = useSidebar();

  return (
    <li>
      <TooltipTrigger isDisabled={!collapsed} delay={300} closeDelay={0}>
        <Link
          href={href}
          aria-current={isActive ? 'page' : undefined}
          onPress={inSheet ? () => setOpenMobile(false) : undefined}
          className={styles.navLink}
        >
          <span className={styles.navIcon} aria-hidden="true">
            {icon}
          </span>
          <span className={styles.navLabel}>{label}</span>
        </Link>
        <Tooltip placement="end" offset={10} className={styles.tooltip}>
          {label}
        </Tooltip>
      </TooltipTrigger>
    </li>
  );
}
