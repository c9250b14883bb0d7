// Public exports of the layout components; src/index.ts re-exports this list.
export { PageHeader } from './components/PageHeader/PageHeader';
export type { PageHeaderProps } from './components/PageHeader/PageHeader';
export { Tabs, TabList, Tab, TabPanel, tabsKeyboardActivations } from './components/Tabs/Tabs';
export { RouteTabs } from './components/Tabs/RouteTabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabsKeyboardActivation,
} from './components/Tabs/Tabs';
export type { RouteTab, RouteTabsProps } from './components/Tabs/RouteTabs';
export { Card, cardTones, cardHeadingLevels } from './components/Card/Card';
export type { CardProps, CardTone, CardHeadingLevel } from './components/Card/Card';
export { Section, sectionHeadingLevels } from './components/Section/Section';
export type { SectionProps, SectionHeadingLevel } from './components/Section/Section';
export { Box, boxElements } from './components/Box/Box';
export type { BoxProps, BoxElement, BoxLayout } from './components/Box/Box';
export { Stack, stackAlignments } from './components/Stack/Stack';
export type { StackProps, StackAlignment } from './components/Stack/Stack';
export { Inline, inlineAlignments, inlineJustifications } from './components/Inline/Inline';
export type { InlineProps, InlineAlignment, InlineJustification } from './components/Inline/Inline';
export { sprinkles, spaceTokens } from './themes/sprinkles';
export type { Sprinkles, Space } from './themes/sprinkles';
