import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface RouteTab {
  /** The tab's id, matched by `selectedId`. */
  id: string;
  label: string;
  href: string;
}

export interface RouteTabsProps {
  /** Names the tab list for screen readers when no heading does. */
  'aria-label': string;
  /** The tabs, each with an id, a label and the route it links to. */
  items: RouteTab[];
  /** The tab of the current route; the app derives it from the location. */
  selectedId: string;
  /** The routed page, shown in the single tab panel. */
  children: ReactNode;
}

/**
 * Tabs whose tabs are links (`/quotes/1/details`, `/quotes/1/items`): clicking one navigates through
 * the app's RAC `RouterProvider`, the route decides `selectedId`, and the routed page shows below.
 * Each tab is a page of its own, so the strip is a navigation landmark of links, the current one
 * marked `aria-current="page"` (as a site's section navigation is), not an ARIA tab list: Tab moves
 * between the links, Enter or a click follows one.
 */
export function RouteTabs({ 'aria-label': ariaLabel, items, selectedId, children }: RouteTabsProps) {
  return (
    <div className={styles.tabs}>
      <nav aria-label={ariaLabel} className={styles.tabList}>
        {items.map((item) => (
          <AriaLink
            key={item.id}
            href={item.href}
            aria-current={item.id === selectedId ? 'page' : undefined}
            className={styles.tab}
          >
            {item.label}
          </AriaLink>
        ))}
      </nav>
      <div className={styles.tabPanel}>{children}</div>
    </div>
  );
}
