import { Button, InlineAlert, Pager } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_OPTIONS, type ListParams } from '../lib/list-params';
import * as styles from '../lists.css';

/** The pager of a sales list, in the app's language. */
export function ListPager({
  list,
  count,
  rowsOnPage,
  onPageChange,
  onLimitChange,
}: {
  list: ListParams;
  count: number;
  rowsOnPage: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}) {
  const { t } = useTranslation('sales');
  return (
    <Pager
      page={list.page}
      limit={list.limit}
      count={count}
      rowsOnPage={rowsOnPage}
      limitOptions={LIMIT_OPTIONS}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      strings={{
        show: t('salesLists.show'),
        previous: t('salesLists.previous'),
        next: t('salesLists.next'),
        page: (page) => t('salesLists.page', { page }),
        pagination: t('salesLists.pagination'),
      }}
    />
  );
}

/** The list could not be loaded: say so and offer to try again. */
export function ListError({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('sales');
  return (
    <div className={styles.errorBox}>
      <InlineAlert tone="critical" announce>
        {children ?? t('salesLists.loadFailed')}
      </InlineAlert>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('salesLists.retry')}
      </Button>
    </div>
  );
}
