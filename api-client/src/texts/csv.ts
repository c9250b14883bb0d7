// The CSV exports' words (issue 28): which lists export, the column headings they may have, and the
// shape of their words (`CsvTexts`), each language's in its module of the shared vocabulary
// (`enTexts.csv` …): English from the app's column headings, Ukrainian and Russian from its files.

/** The lists that export (issue 28): one export endpoint each. */
export const exportLists = [
  'mainOrders',
  'subOrders',
  'items',
  'users',
  'dealers',
  'roles',
  'customers',
] as const;
export type ExportList = (typeof exportLists)[number];

/** Every column heading an export may have: the lists share most of them. */
export const csvColumns = [
  'id',
  'transaction',
  'orderNumber',
  'reference',
  'orders',
  'status',
  'items',
  'dealer',
  'salesman',
  'requested',
  'created',
  'updated',
  'description',
  'price',
  'discountPercent',
  'amount',
  'netPrice',
  'name',
  'personName',
  'email',
  'type',
  'role',
  'permissions',
  'isActive',
  'users',
  'phone',
  'city',
  'tags',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

export interface CsvTexts {
  /** The column headings. */
  columns: Record<CsvColumn, string>;
  /** The file's name before its date (`orders-2026-11-28.csv`), by list and, for orders, by stage. */
  files: Record<ExportList | 'quotes' | 'preorders' | 'orders' | 'production' | 'warehouse' | 'hold', string>;
  /** Words inside cells: the account types, a role's state, a user without a role. */
  organization: string;
  dealer: string;
  active: string;
  inactive: string;
  noRole: string;
}
