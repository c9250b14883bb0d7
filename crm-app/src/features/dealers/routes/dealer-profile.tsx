import { Button, InlineAlert, Skeleton, Stack } from '@doorline/design-system';
import { Outlet } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { useDealer } from '../api/get-dealer';
import { DealerProfile } from '../components/dealer-profile';
import { useDealerId } from './dealer-layout';
import { useTranslation } from '@/lib/i18n';

/** The profile while it loads, or its failure with Retry; the routed audit trail comes last. */
function DealerProfileOf({ id }: { id: number }) {
  const { t } = useTranslation('dealers');
  const dealer = useDealer(id);
  if (dealer.isPending) return <Skeleton shape="block" height="16rem" />;
  if (dealer.isError)
    return (
      <Stack gap="md" align="start">
        <InlineAlert tone="critical">{t('dealerProfile.loadFailed')}</InlineAlert>
        <Button variant="secondary" onPress={() => void dealer.refetch()}>
          {t('dealerProfile.retry')}
        </Button>
      </Stack>
    );
  return <DealerProfile dealer={dealer.data} trail={<Outlet />} />;
}

/** `/organization/dealers/{id}/profile`, under the dealer's header and tabs. */
export function DealerProfilePage() {
  const id = useDealerId();
  return id === null ? null : <DealerProfileOf id={id} />;
}

/** `/dealer/profile`, 'Profile managment' (spec §2, so spelt): the own dealer's profile. */
export function OwnDealerProfilePage() {
  const { t } = useTranslation(['dealers', 'common']);
  const dealerId = useMe().data?.dealerId ?? null;
  return (
    <Page title={t('common:pages.dealerProfileManagement')}>
      {dealerId === null ? null : <DealerProfileOf id={dealerId} />}
    </Page>
  );
}
