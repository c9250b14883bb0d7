import type { Customer } from '@doorline/api-client';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n';
import { DuplicatesList } from '../components/duplicates-list';
import { customerPath } from '../lib/paths';

// The merge form (and the form library) loads when its dialog opens: the list only shows (issue 12).
const MergeCustomersDialog = lazy(() =>
  import('../components/merge-dialog').then((module) => ({ default: module.MergeCustomersDialog })),
);

/**
 * `/customers/duplicates` (issue 42): the possible duplicates, for whom may merge customers
 * (`pageAccess.customerDuplicates`); Merge on a pair opens its dialog, and a merge leads to the
 * surviving customer's page.
 */
export function Component() {
  const { t } = useTranslation(['customers', 'common']);
  const navigate = useNavigate();
  const [merging, setMerging] = useState<readonly [Customer, Customer] | null>(null);
  return (
    <Page title={t('duplicates.title')} description={t('duplicates.description')}>
      <DuplicatesList onMerge={setMerging} />
      <Suspense fallback={null}>
        {merging && (
          <MergeCustomersDialog
            isOpen
            pair={merging}
            onOpenChange={(open) => {
              if (!open) setMerging(null);
            }}
            onMerged={(survivor) => navigate(customerPath(survivor.id))}
          />
        )}
      </Suspense>
    </Page>
  );
}
