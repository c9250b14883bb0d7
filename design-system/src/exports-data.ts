// Public exports of the data components; src/index.ts re-exports this list.
export {
  DataTable,
  dataTableDensities,
  dataTableSortDirections,
  nextDataTableSort,
} from './components/DataTable/DataTable';
export type {
  DataTableProps,
  DataTableStrings,
  DataTableSelection,
  DataTableExpandColumn,
  DataTableDensity,
  DataTableSort,
  DataTableSortDirection,
  DataTableSorting,
} from './components/DataTable/DataTable';
export { LinkCell, DateCell } from './components/DataTable/cells';
export type { LinkCellProps, DateCellProps } from './components/DataTable/cells';
export { formatDateTime } from './components/DataTable/formatDateTime';
export type { FormatDateTimeOptions } from './components/DataTable/formatDateTime';
export { ColumnChooser } from './components/ColumnChooser/ColumnChooser';
export type { ColumnChooserProps, ColumnChoice } from './components/ColumnChooser/ColumnChooser';
export { Pager } from './components/Pager/Pager';
export type { PagerProps, PagerStrings } from './components/Pager/Pager';
export { pageItems, pageCountOf, hasNextPage, defaultLimitOptions } from './components/Pager/pager';
export type { PageItem } from './components/Pager/pager';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { statusTones, statusLabel } from './components/StatusBadge/statusTone';
export type { StatusTone } from './components/StatusBadge/statusTone';
export { ContactCard, contactFields } from './components/ContactCard/ContactCard';
export type {
  ContactCardProps,
  ContactCardStrings,
  Contact,
  ContactField,
} from './components/ContactCard/ContactCard';
export {
  KeyValueList,
  keyValueListColumns,
  keyValueListLayouts,
} from './components/KeyValueList/KeyValueList';
export type {
  KeyValueListProps,
  KeyValueItem,
  KeyValueListColumns,
  KeyValueListLayout,
} from './components/KeyValueList/KeyValueList';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export { EmptyState, emptyStateHeadingLevels } from './components/EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateHeadingLevel } from './components/EmptyState/EmptyState';
export { NotificationList, NotificationItem } from './components/NotificationItem/NotificationItem';
export type {
  NotificationListProps,
  NotificationItemProps,
} from './components/NotificationItem/NotificationItem';
export { BarChart, barChartLayouts, chartTones } from './components/BarChart/BarChart';
export type {
  BarChartProps,
  BarChartCategory,
  BarChartSeries,
  BarChartStrings,
  BarChartLayout,
  ChartTone,
} from './components/BarChart/BarChart';
export { StatCard, StatCardGrid, statCardTones, statTrendDirections } from './components/StatCard/StatCard';
export type {
  StatCardProps,
  StatCardGridProps,
  StatCardTone,
  StatTrend,
  StatTrendDirection,
} from './components/StatCard/StatCard';
export {
  PriceBreakdown,
  priceLineTones,
  priceBreakdownStates,
} from './components/PriceBreakdown/PriceBreakdown';
export type {
  PriceBreakdownProps,
  PriceLine,
  PriceTotal,
  PriceLineTone,
  PriceBreakdownState,
} from './components/PriceBreakdown/PriceBreakdown';
