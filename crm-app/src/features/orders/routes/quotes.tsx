import { Button } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { can } from '@/lib/permissions';
import { MainOrdersList } from '../components/main-orders-list';

/** `/quotes`: main orders at the quote stage, and Create Quote for users who may write orders. */
export function QuotesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  return (
    <Page
      title={t('pages.quotes')}
      actions={
        can(me.data, 'orders.write') ? (
          <Button onPress={() => void navigate('/quotes/new')}>{t('salesLists.createQuote')}</Button>
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
