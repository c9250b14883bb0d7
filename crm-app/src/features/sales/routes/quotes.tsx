import { ButtonLink } from '@doorline/design-system';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { can } from '@/lib/permissions';
import { MainOrdersList } from '../components/main-orders-list';
import { useTranslation } from '@/lib/i18n';

/** `/quotes`: main orders at the quote stage, and Create Quote for users who may write orders. */
export function QuotesPage() {
  const { t } = useTranslation(['sales', 'common']);
  const me = useMe();
  return (
    <Page
      title={t('common:pages.quotes')}
      actions={
        can(me.data, 'orders.write') ? (
          <ButtonLink href="/quotes/new">{t('salesLists.createQuote')}</ButtonLink>
        ) : null
      }
    >
      <MainOrdersList stage="quote" />
    </Page>
  );
}

export { QuotesPage as Component };
