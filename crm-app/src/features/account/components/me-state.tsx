import type { CurrentUser } from '@doorline/api-client';
import { Button, InlineAlert, Skeleton } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';
import * as styles from '../account.css';

/** Renders its children with the signed-in user, a skeleton while loading, or the error with a retry. */
export function WithMe({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation('account');
  const me = useMe();
  if (me.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton shape="block" height="10rem" />
        <Skeleton shape="block" height="10rem" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.stack}>
        <InlineAlert tone="critical">{t('account.loadFailed')}</InlineAlert>
        <div>
          <Button variant="secondary" onPress={() => void me.refetch()}>
            {t('account.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(me.data)}</>;
}
