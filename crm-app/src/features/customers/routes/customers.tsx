import { customerAccess } from '@doorline/api-client';
import { Button, ButtonLink } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useMe } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { mayOpen } from '@/lib/page-access';
import { canAccess } from '@/lib/permissions';
import { CustomersList } from '../components/customers-list';
import { customerPath, duplicatesPath, importPath } from '../lib/paths';

// The customer form (and the form library) loads when its dialog opens: the list only shows (issue 12).
const NewCustomerDialog = lazy(() =>
  import('../components/customer-dialogs').then((module) => ({ default: module.NewCustomerDialog })),
);

/**
 * `/customers` (issue 42): the customer directory; 'Possible duplicates' for whom may merge customers,
 * 'Import' for whom may import them and, for `customers.write`, 'New customer'.
 */
export function Component() {
  const { t } = useTranslation(['customers', 'common']);
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const mayCreate = canAccess(me, customerAccess.writeCustomers);
  const mayMerge = mayOpen(me, 'customerDuplicates');
  const mayImport = mayOpen(me, 'customerImport');
  return (
    <Page
      title={t('common:pages.customers')}
      actions={
        mayCreate || mayMerge || mayImport ? (
          <>
            {mayMerge ? (
              <ButtonLink href={duplicatesPath} variant="secondary">
                {t('duplicates.title')}
              </ButtonLink>
            ) : null}
            {mayImport ? (
              <ButtonLink href={importPath} variant="secondary">
                {t('customerList.import')}
              </ButtonLink>
            ) : null}
            {mayCreate ? <Button onPress={() => setCreating(true)}>{t('customerList.create')}</Button> : null}
          </>
        ) : null
      }
    >
      <CustomersList onCreate={mayCreate ? () => setCreating(true) : undefined} />
      <Suspense fallback={null}>
        {mayCreate && creating && (
          <NewCustomerDialog
            isOpen
            onOpenChange={setCreating}
            onCreated={(customer) => navigate(customerPath(customer.id))}
          />
        )}
      </Suspense>
    </Page>
  );
}
