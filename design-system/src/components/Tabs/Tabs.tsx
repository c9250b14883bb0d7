import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export const tabsKeyboardActivations = ['automatic', 'manual'] as const;
export type TabsKeyboardActivation = (typeof tabsKeyboardActivations)[number];

export interface TabsProps {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
  /** The selected tab's id, when the parent owns the state. */
  selectedId?: string;
  /** The id of the tab selected at first, when the tabs own the state. */
  defaultSelectedId?: string;
  /** Called with the id of the newly selected tab. */
  onSelectionChange?: (id: string) => void;
  /** `automatic` selects a tab as soon as an arrow key focuses it; `manual` waits for Enter or Space. */
  keyboardActivation?: TabsKeyboardActivation;
  /** Disables every tab. */
  isDisabled?: boolean;
  /** The ids of tabs that cannot be selected. */
  disabledIds?: Iterable<string>;
}

/**
 * `Tabs` + `TabList` + `Tab` + `TabPanel` switch panels in place (Roles: Organization / Dealer).
 * `RouteTabs` makes every tab a link (`href`, navigated by the app’s RAC `RouterProvider`); the app passes
 * the current route’s tab as `selectedId` and the routed page as `children`. Arrow keys move between tabs;
 * route tabs navigate on Enter or click (manual activation). Home and End jump to the first and the last
 * tab.
 */
export function Tabs({
  children,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  keyboardActivation = 'automatic',
  isDisabled,
  disabledIds,
}: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      keyboardActivation={keyboardActivation}
      isDisabled={isDisabled}
      disabledKeys={disabledIds}
      className={styles.tabs}
    >
      {children}
    </AriaTabs>
  );
}

export interface TabListProps {
  /** Names the tab list for screen readers when no heading does. */
  'aria-label'?: string;
  /** The id of a heading that names the tab list. */
  'aria-labelledby'?: string;
  /** One `Tab` per tab, in order. */
  children: ReactNode;
}

export function TabList({ children, ...ariaProps }: TabListProps) {
  return (
    <AriaTabList {...ariaProps} className={styles.tabList}>
      {children}
    </AriaTabList>
  );
}

export interface TabProps {
  /** The tab's id; its `TabPanel` takes the same. */
  id: string;
  /** The tab's label. */
  children: ReactNode;
  /** Makes the tab a link, navigated through the app's RAC `RouterProvider`. */
  href?: string;
  /** Disables this tab: it cannot be selected. */
  isDisabled?: boolean;
}

export function Tab({ id, children, href, isDisabled }: TabProps) {
  return (
    <AriaTab id={id} href={href} isDisabled={isDisabled} className={styles.tab}>
      {children}
    </AriaTab>
  );
}

export interface TabPanelProps {
  /** The id of the tab this panel belongs to. */
  id: string;
  /** The panel's content, shown while its tab is selected. */
  children: ReactNode;
}

export function TabPanel({ id, children }: TabPanelProps) {
  return (
    <AriaTabPanel id={id} className={styles.tabPanel}>
      {children}
    </AriaTabPanel>
  );
}

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
  /**
   * `manual` (the default) moves focus with the arrow keys and navigates on Enter, so that arrowing
   * across tabs does not load every page on the way.
   */
  keyboardActivation?: TabsKeyboardActivation;
}

/**
 * Tabs whose tabs are links (`/quotes/1/details`, `/quotes/1/items`): clicking one navigates through
 * the app's RAC `RouterProvider`, the route decides `selectedId`, and the one panel shows the routed page.
 */
export function RouteTabs({
  'aria-label': ariaLabel,
  items,
  selectedId,
  children,
  keyboardActivation = 'manual',
}: RouteTabsProps) {
  return (
    <Tabs selectedId={selectedId} keyboardActivation={keyboardActivation}>
      <TabList aria-label={ariaLabel}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {/* Keyed so that the one panel re-registers under the new route's tab. */}
      <TabPanel key={selectedId} id={selectedId}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
