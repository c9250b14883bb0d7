import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
} from '@tanstack/react-table';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { Button as AriaButton, Checkbox } from 'react-aria-components';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ChevronDownIcon,
  CheckIcon,
  MinusIcon,
} from '../private/icons';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

export const dataTableDensities = ['comfortable', 'compact'] as const;
export type DataTableDensity = (typeof dataTableDensities)[number];

export interface DataTableStrings {
  /** Text of the expand toggle while the sub-row is hidden. */
  show: string;
  /** Text of the expand toggle while the sub-row is shown. */
  hide: string;
  /** Accessible name of the expand column's header when `expandColumn.header` is not given. */
  expandColumn: string;
  /** Accessible name of the header checkbox. */
  selectAll: string;
  /** Accessible name of a row checkbox. */
  selectRow: (rowId: string) => string;
  /** Accessible description of a sortable column's header button, from the column's header text. */
  sortBy: (column: string) => string;
}

const defaultStrings: DataTableStrings = {
  show: 'Show',
  hide: 'Hide',
  expandColumn: 'Details',
  selectAll: 'Select all rows',
  selectRow: (rowId) => `Select row ${rowId}`,
  sortBy: (column) => `Sort by ${column}`,
};

export const dataTableSortDirections = ['ascending', 'descending'] as const;
export type DataTableSortDirection = (typeof dataTableSortDirections)[number];

/** Which column the rows are sorted by, and which way. */
export interface DataTableSort {
  column: string;
  direction: DataTableSortDirection;
}

/**
 * Sortable columns. The table does not sort its rows itself (a page of a list is sorted where the
 * list is read): it shows the sort (`aria-sort` on the header cell, an arrow) and asks for the next.
 */
export interface DataTableSorting {
  /** Ids of the columns whose header sorts. */
  columns: readonly string[];
  /** The current sort, or null for the rows' default order. */
  sort: DataTableSort | null;
  /**
   * The rows' default order, when a column gives it (newest first: the creation's column,
   * descending): while `sort` is null its header shows it as sorted (`aria-sort`, the arrow).
   */
  defaultSort?: DataTableSort | null;
  /** A sortable header was pressed: the next sort of its cycle (`nextDataTableSort`). */
  onSortChange: (sort: DataTableSort | null) => void;
}

const sameSort = (a: DataTableSort | null | undefined, b: DataTableSort | null | undefined) =>
  !!a && !!b && a.column === b.column && a.direction === b.direction;

/**
 * The sort after pressing a column's header: ascending, then descending, then the default order
 * (null); another column starts again at ascending. The default order's own column (`defaultSort`)
 * turns it the other way and back: a sort equal to the default order is the default order (null).
 */
export function nextDataTableSort(
  sort: DataTableSort | null,
  column: string,
  defaultSort?: DataTableSort | null,
): DataTableSort | null {
  const shown = sort ?? defaultSort ?? null;
  if (shown?.column !== column)
    return sameSort(defaultSort, { column, direction: 'ascending' })
      ? null
      : { column, direction: 'ascending' };
  const other: DataTableSort = {
    column,
    direction: shown.direction === 'ascending' ? 'descending' : 'ascending',
  };
  if (sort === null || sort.direction === 'ascending') return sameSort(other, defaultSort) ? null : other;
  return null;
}

export interface DataTableSelection {
  /** Ids (from `getRowId`) of the selected rows; may include rows of other pages. */
  selectedIds: ReadonlySet<string>;
  onChange: (selectedIds: Set<string>) => void;
}

export interface DataTableExpandColumn<T> {
  /** Visible header of the toggle column; without it the header is `strings.expandColumn`, visually hidden. */
  header?: ReactNode;
  /** Position among `columns`; defaults to the end. */
  index?: number;
  /** Shown before the toggle, e.g. the number of sub-orders. */
  summary?: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** TanStack Table column definitions: header, cell, sorting and size of each column. */
  // TanStack's own `ColumnDef<T, any>`: each column's value type differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows, in the order shown (the server sorts and pages them). */
  data: readonly T[];
  /** The stable id of a row (e.g. its record id), used for selection and React keys. */
  getRowId: (row: T) => string;
  /** Names the table (and its scroll region) for screen readers. */
  'aria-label': string;
  /** Shows `skeletonRows` placeholder rows and marks the table `aria-busy`. */
  isLoading?: boolean;
  /** Placeholder rows while loading; pass the page size so the layout does not jump. */
  skeletonRows?: number;
  /** Shown in place of the rows when `data` is empty. */
  emptyText?: ReactNode;
  /** Adds a checkbox column and a header select-all checkbox (all rows on this page). */
  selection?: DataTableSelection;
  /** Content of an expandable row beneath each row, e.g. the sub-orders of an order. */
  renderSubRow?: (row: T) => ReactNode;
  /** Which rows get the Show/Hide toggle; all of them by default. */
  canExpand?: (row: T) => boolean;
  /** Where the expand toggle of rows with sub-rows goes, with its header and a summary of the hidden rows. */
  expandColumn?: DataTableExpandColumn<T>;
  /** Below the table, inside its frame: the Pager. */
  footer?: ReactNode;
  /** `compact` for long lists, `comfortable` (the default) otherwise. */
  density?: DataTableDensity;
  /** A CSS length; the body scrolls under a sticky header beyond it. */
  maxHeight?: string;
  /**
   * Columns (by id) that stay in view while the table scrolls sideways: `start` at the leading edge
   * (after the selection checkbox, which is pinned with it), `end` at the trailing edge (the row's
   * actions). For lists wider than their frame: a phone, a long language.
   */
  pinned?: { start?: string; end?: string };
  /** Headers that sort: keyboard-operable buttons, the state in `aria-sort` and an arrow. */
  sorting?: DataTableSorting;
  /** The table's words (sort and expand labels, selection), English by default. */
  strings?: Partial<DataTableStrings>;
}

const SELECT_COLUMN = '__select';
const EXPAND_COLUMN = '__expand';

// Skeleton widths cycle through these so the placeholder looks like text, deterministically.
const skeletonWidths = ['72%', '48%', '86%', '60%', '38%'];

interface SelectionBoxProps {
  'aria-label': string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  onChange: (isSelected: boolean) => void;
}

function SelectionBox({ isSelected, isIndeterminate, onChange, ...ariaProps }: SelectionBoxProps) {
  return (
    <Checkbox
      {...ariaProps}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      onChange={onChange}
      className={styles.checkbox}
    >
      {({ isIndeterminate: indeterminate, isSelected: selected }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {indeterminate ? <MinusIcon /> : selected ? <CheckIcon /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/** The arrow of a sortable header: which way it sorts, or both ways faintly while it does not. */
function SortArrow({ direction }: { direction: DataTableSortDirection | null }) {
  if (direction === 'ascending') return <ArrowUpIcon className={styles.sortArrow} data-active="" />;
  if (direction === 'descending') return <ArrowDownIcon className={styles.sortArrow} data-active="" />;
  return <ArrowUpDownIcon className={styles.sortArrow} />;
}

/**
 * A list table on TanStack Table v8 (`columns: ColumnDef[]`, `data`, `getRowId`), rendered as a semantic
 * `<table>` in a keyboard-scrollable region with a sticky header. Use `LinkCell` and `DateCell` (ru-RU
 * `dd.mm.yyyy, hh:mm`) in cells, `selection` for bulk actions, `renderSubRow` for the orders' sub-orders,
 * and put the `Pager` in `footer`. Pass `skeletonRows={limit}` with `isLoading`. `sorting` makes
 * headers sort (ascending, descending, the default order): the rows come sorted from where they are
 * read.
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  'aria-label': ariaLabel,
  isLoading = false,
  skeletonRows = 5,
  emptyText = 'No data to display',
  selection,
  renderSubRow,
  canExpand,
  expandColumn,
  footer,
  density = 'comfortable',
  maxHeight,
  pinned,
  sorting,
  strings: overrides,
}: DataTableProps<T>) {
  const strings = { ...defaultStrings, ...overrides };
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const rowIds = useMemo(() => data.map(getRowId), [data, getRowId]);
  const selectedOnPage = selection ? rowIds.filter((id) => selection.selectedIds.has(id)).length : 0;
  const allSelected = rowIds.length > 0 && selectedOnPage === rowIds.length;

  const hasSelection = !!selection;
  const hasSubRows = !!renderSubRow;
  const allColumns = useMemo(() => {
    const result: ColumnDef<T, unknown>[] = [...columns];
    if (hasSubRows) {
      const toggleColumn: ColumnDef<T, unknown> = { id: EXPAND_COLUMN };
      result.splice(expandColumn?.index ?? result.length, 0, toggleColumn);
    }
    if (hasSelection) result.unshift({ id: SELECT_COLUMN });
    return result;
  }, [columns, hasSubRows, hasSelection, expandColumn?.index]);

  // TanStack v8 hands back a mutable table instance, so React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    columns: allColumns,
    data: data as T[],
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    state: { expanded },
    onExpandedChange: setExpanded,
    getRowCanExpand: (row) => !!renderSubRow && (canExpand ? canExpand(row.original) : true),
  });

  const setRowSelected = (rowId: string, isSelected: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (isSelected) next.add(rowId);
    else next.delete(rowId);
    selection.onChange(next);
  };

  const setAllSelected = (isSelected: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    for (const id of rowIds) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };

  const columnCount = table.getVisibleLeafColumns().length;

  /** A body or header cell's classes: its kind, and its side when pinned. */
  const cellClass = (columnId: string, header = false) => {
    const base =
      columnId === SELECT_COLUMN
        ? header
          ? `${styles.headerCell} ${styles.selectCell}`
          : styles.selectCell
        : header
          ? styles.headerCell
          : styles.cell;
    let side: string | undefined;
    if (pinned?.start && columnId === SELECT_COLUMN)
      side = header ? styles.headerPinnedStart : styles.pinnedStart;
    else if (columnId === pinned?.start)
      side = hasSelection
        ? header
          ? styles.headerPinnedAfterSelect
          : styles.pinnedAfterSelect
        : header
          ? styles.headerPinnedStart
          : styles.pinnedStart;
    else if (columnId === pinned?.end) side = header ? styles.headerPinnedEnd : styles.pinnedEnd;
    return side ? `${base} ${side}` : base;
  };
  const rows = table.getRowModel().rows;

  /** The order shown: the current sort, else the rows' default order when a column gives it. */
  const shownSort = sorting ? (sorting.sort ?? sorting.defaultSort ?? null) : null;
  /** A sortable column's current direction, or null while the rows are not sorted by it. */
  const sortedBy = (columnId: string) => (shownSort?.column === columnId ? shownSort.direction : null);
  const isSortable = (columnId: string) => !!sorting?.columns.includes(columnId);
  // The sortable headers' descriptions, kept outside the header cells so that a cell's text is its
  // column's name alone; a hidden element still describes what points at it.
  const sortHints: Array<{ id: string; text: string }> = [];

  const renderHeader = (columnId: string, content: ReactNode, text: string) => {
    if (columnId === SELECT_COLUMN && selection) {
      return (
        <SelectionBox
          aria-label={strings.selectAll}
          isSelected={allSelected}
          isIndeterminate={selectedOnPage > 0 && !allSelected}
          onChange={() => setAllSelected(!allSelected)}
        />
      );
    }
    if (columnId === EXPAND_COLUMN) {
      return expandColumn?.header ?? <span className={styles.visuallyHidden}>{strings.expandColumn}</span>;
    }
    if (sorting && isSortable(columnId)) {
      // The header's text stays the button's (and the column's) name; the hint is its description.
      const hintId = `${idPrefix}-sort-${columnId}`;
      sortHints.push({ id: hintId, text: strings.sortBy(text) });
      return (
        <AriaButton
          className={styles.sortButton}
          aria-describedby={hintId}
          onPress={() => sorting.onSortChange(nextDataTableSort(sorting.sort, columnId, sorting.defaultSort))}
        >
          {content}
          <SortArrow direction={sortedBy(columnId)} />
        </AriaButton>
      );
    }
    return content;
  };

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.max(1, skeletonRows) }, (_, rowIndex) => (
      <tr key={rowIndex} className={styles.row}>
        {table.getVisibleLeafColumns().map((column, columnIndex) => (
          <td key={column.id} className={cellClass(column.id)}>
            <div className={styles.skeletonCell}>
              <Skeleton
                width={
                  column.id === SELECT_COLUMN
                    ? '1rem'
                    : skeletonWidths[(rowIndex + columnIndex) % skeletonWidths.length]
                }
              />
            </div>
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const isSelected = !!selection?.selectedIds.has(row.id);
      const isExpanded = row.getIsExpanded() && row.getCanExpand();
      const subRowId = `${idPrefix}-sub-${row.id}`;
      return (
        <Fragment key={row.id}>
          <tr
            className={styles.row}
            data-selected={isSelected || undefined}
            data-expanded={isExpanded || undefined}
          >
            {row.getVisibleCells().map((cell) => {
              let content: ReactNode;
              if (cell.column.id === SELECT_COLUMN) {
                content = (
                  <SelectionBox
                    aria-label={strings.selectRow(row.id)}
                    isSelected={isSelected}
                    onChange={(value) => setRowSelected(row.id, value)}
                  />
                );
              } else if (cell.column.id === EXPAND_COLUMN) {
                content = (
                  <span className={styles.expandCell}>
                    {expandColumn?.summary?.(row.original)}
                    {row.getCanExpand() && (
                      <AriaButton
                        className={styles.expandButton}
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? subRowId : undefined}
                        onPress={() => row.toggleExpanded()}
                      >
                        {isExpanded ? strings.hide : strings.show}
                        <ChevronDownIcon className={styles.expandChevron} />
                      </AriaButton>
                    )}
                  </span>
                );
              } else {
                content = flexRender(cell.column.columnDef.cell, cell.getContext());
              }
              return (
                <td key={cell.id} className={cellClass(cell.column.id)}>
                  {content}
                </td>
              );
            })}
          </tr>
          {isExpanded && renderSubRow && (
            <tr id={subRowId} className={styles.subRow}>
              <td colSpan={columnCount} className={styles.subRowCell}>
                {renderSubRow(row.original)}
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  return (
    <div className={`${styles.frame} ${styles.density[density]}`}>
      <div
        className={styles.scroller}
        role="region"
        aria-label={ariaLabel}
        // A focusable, named region lets keyboard users scroll a table wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={maxHeight ? { maxHeight } : undefined}
      >
        <table className={styles.table} aria-label={ariaLabel} aria-busy={isLoading || undefined}>
          <thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan}
                    className={cellClass(header.column.id, true)}
                    aria-sort={
                      isSortable(header.column.id) ? (sortedBy(header.column.id) ?? 'none') : undefined
                    }
                  >
                    {renderHeader(
                      header.column.id,
                      header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext()),
                      typeof header.column.columnDef.header === 'string'
                        ? header.column.columnDef.header
                        : header.column.id,
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {sortHints.length > 0 && (
        <div hidden>
          {sortHints.map((hint) => (
            <span key={hint.id} id={hint.id}>
              {hint.text}
            </span>
          ))}
        </div>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
