import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { can } from '@/lib/permissions';
import { MainOrdersList } from '../components/main-orders-list';
import * as styles from '../lists.css';

/** `/quotes`: main orders at the quote stage, and Create Quote for users who may write orders. */
export function QuotesPage() {
  const { t } = useTranslation(['sales', 'common']);
  const me = useMe();
  return (
    <Page
      title={t('common:pages.quotes')}
      actions={
        can(me.data, 'orders.write') ? (
          <Link href="/quotes/new" className={styles.buttonLink}>
            {t('salesLists.createQuote')}
          </Link>
        ) : null
      }
    >
      <MainOrdersList
        stage="quote"
        label={t('salesLists.quotesTable')}
        searchPlaceholder={t('salesLists.searchQuotes')}
      />
    </Page>
  );
}

export { QuotesPage as Component };
