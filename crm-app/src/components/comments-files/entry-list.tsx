import { InlineAlert, Skeleton } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as pageStyles from '@/components/layout/page.css';
import { useTranslation } from '@/lib/i18n';
import * as styles from './comments-files.css';

/**
 * A list of comments or files (a record's tab, a customer's): a skeleton while it loads, the failure,
 * `empty` when there is none, else each entry as `children` draws it.
 */
export function EntryList<T extends { id: number }>({
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
      {items?.length === 0 ? <p className={pageStyles.muted}>{empty}</p> : null}
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
