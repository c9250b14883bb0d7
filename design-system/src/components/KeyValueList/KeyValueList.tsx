import type { ReactNode } from 'react';
import * as styles from './KeyValueList.css';

export const keyValueListColumns = [1, 2, 3] as const;
export type KeyValueListColumns = (typeof keyValueListColumns)[number];

export const keyValueListLayouts = ['stacked', 'inline'] as const;
export type KeyValueListLayout = (typeof keyValueListLayouts)[number];

export interface KeyValueItem {
  /** Stable React key. */
  key: string;
  label: ReactNode;
  /** `null`, `undefined` and `''` show `emptyValue`. */
  value: ReactNode;
}

export interface KeyValueListProps {
  /** The pairs to show, each with a label and a value. */
  items: readonly KeyValueItem[];
  /** Columns on wide screens; a phone always shows one, a tablet at most two. */
  columns?: KeyValueListColumns;
  /** `stacked` puts the label above the value; `inline` beside it, as rows of a card. */
  layout?: KeyValueListLayout;
  /** Shown for an item without a value, e.g. an em dash. */
  emptyValue?: ReactNode;
}

/**
 * Labelled values as a `<dl>`, e.g. the Quote information section. `columns` applies from 1024 px (two from
 * 640 px, one on phones); `layout="inline"` puts labels beside values as rows of a card; empty values
 * (`null`, `undefined`, `''`) show `emptyValue` (—).
 */
export function KeyValueList({
  items,
  columns = 1,
  layout = 'stacked',
  emptyValue = '—',
}: KeyValueListProps) {
  return (
    <dl className={`${styles.list} ${styles.columns[columns]} ${styles.layout[layout]}`}>
      {items.map(({ key, label, value }) => {
        const isEmpty = value === null || value === undefined || value === '';
        return (
          <div key={key} className={styles.item}>
            <dt className={styles.label}>{label}</dt>
            <dd className={isEmpty ? `${styles.value} ${styles.emptyValue}` : styles.value}>
              {isEmpty ? emptyValue : value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
