import type { OrderDetails } from '@doorline/api-client';
import { HttpError } from '@doorline/api-client';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/layout/query-state';
import { useOrder } from '../api/get-order';
import { useRecordId } from '../routes/record-layout';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/** Renders its children with the loaded record, a skeleton meanwhile, or the error with a retry. */
export function WithRecord({ children }: { children: (order: OrderDetails) => ReactNode }) {
  const { t } = useTranslation('sales');
  const id = useRecordId();
  const details = useOrder(id ?? 0);
  // The layout says a missing record once, above the tabs.
  if (id === null || (details.error instanceof HttpError && details.error.status === 404)) return null;
  return (
    <QueryState
      query={details}
      className={styles.stack}
      failedText={t('orderRecord.loadFailed')}
      retryLabel={t('orderRecord.retry')}
    >
      {children}
    </QueryState>
  );
}
