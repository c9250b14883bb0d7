import type { OrderDetails } from '@doorline/api-client';
import { HttpError } from '@doorline/api-client';
import { Button, InlineAlert, Skeleton } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../api/get-order';
import { useRecordId } from '../routes/record-layout';
import * as styles from '../record.css';

/** Renders its children with the loaded record, a skeleton meanwhile, or the error with a retry. */
export function WithRecord({ children }: { children: (order: OrderDetails) => ReactNode }) {
  const { t } = useTranslation('sales');
  const id = useRecordId();
  const details = useOrder(id ?? 0);
  // The layout says a missing record once, above the tabs.
  if (id === null || (details.error instanceof HttpError && details.error.status === 404)) return null;
  if (details.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton shape="block" height="10rem" />
        <Skeleton shape="block" height="10rem" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div className={styles.stack}>
        <InlineAlert tone="critical">{t('orderRecord.loadFailed')}</InlineAlert>
        <div>
          <Button variant="secondary" onPress={() => void details.refetch()}>
            {t('orderRecord.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(details.data)}</>;
}
