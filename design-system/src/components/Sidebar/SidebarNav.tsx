import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { deferred } from '../private/deferred';
import type { SidebarNavTooltipProps } from './SidebarNavTooltip';
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

/**
 * A nav item's name beside the collapsed rail, on hover and focus: loaded when first reached for
 * (`deferred`), the link alone until then.
 */
const SidebarNavTooltip = /*#__PURE__*/ deferred<SidebarNavTooltipProps>(
  () => import('./SidebarNavTooltip'),
  (props) => props.children,
  'tooltip',
);

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

  const link = (
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
  );
  return <li>{collapsed ? <SidebarNavTooltip label={label}>{link}</SidebarNavTooltip> : link}</li>;
}
