import { InlineAlert, Skeleton } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/**
 * A list of a record's tab (its comments, its files): a skeleton while it loads, the failure, `empty`
 * when there is none, else each item as `children` draws it.
 */
export function RecordList<T extends { id: number }>({
  query,
  label,
  empty,
  itemClassName = styles.listItem,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  /** The list's accessible name. */
  label: string;
  empty: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('sales');
  const items = query.data;
  return (
    <>
      {query.isPending ? <Skeleton shape="block" height="6rem" /> : null}
      {query.isError ? <InlineAlert tone="critical">{t('orderRecord.loadFailed')}</InlineAlert> : null}
      {items?.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {items && items.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
