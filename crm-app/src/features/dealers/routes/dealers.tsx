import { dealerAccess } from '@doorline/api-client';
import { Button, ButtonLink } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { mayOpen } from '@/lib/page-access';
import { canAccess } from '@/lib/permissions';
import { DealersList } from '../components/dealers-list';
import { dealerImportPath, dealerProfilePath } from '../lib/paths';
import { useTranslation } from '@/lib/i18n';

// The dealer form (and the form library) loads when its dialog opens: the list only shows (issue 12).
const CreateDealerDialog = lazy(() =>
  import('../components/create-dealer-dialog').then((module) => ({ default: module.CreateDealerDialog })),
);

/**
 * `/organization/dealers`, 'Dealers Management': the list and, for `dealers.manage`, 'Import' (issue 42)
 * and 'Create dealer'.
 */
export function DealersPage() {
  const { t } = useTranslation('dealers');
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const mayCreate = canAccess(me, dealerAccess.manageDealers);
  const mayImport = mayOpen(me, 'dealerImport');
  return (
    <Page
      title={t('dealerList.title')}
      actions={
        mayCreate || mayImport ? (
          <>
            {mayImport ? (
              <ButtonLink href={dealerImportPath} variant="secondary">
                {t('dealerList.import')}
              </ButtonLink>
            ) : null}
            {mayCreate ? <Button onPress={() => setCreating(true)}>{t('dealerList.create')}</Button> : null}
          </>
        ) : null
      }
    >
      <DealersList />
      <Suspense fallback={null}>
        {mayCreate && creating && (
          <CreateDealerDialog
            isOpen
            onOpenChange={setCreating}
            onCreated={(dealer) => navigate(dealerProfilePath(dealer.id))}
          />
        )}
      </Suspense>
    </Page>
  );
}
