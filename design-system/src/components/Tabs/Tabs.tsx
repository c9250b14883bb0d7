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
