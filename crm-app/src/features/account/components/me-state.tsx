import type { CurrentUser } from '@doorline/api-client';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/layout/query-state';
import { useMe } from '../api/get-me';
import * as styles from '../account.css';
import { useTranslation } from '@/lib/i18n';

/** Renders its children with the signed-in user, a skeleton while loading, or the error with a retry. */
export function WithMe({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation('account');
  const me = useMe();
  return (
    <QueryState
      query={me}
      className={styles.stack}
      failedText={t('account.loadFailed')}
      retryLabel={t('account.retry')}
    >
      {children}
    </QueryState>
  );
}
