import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n';

// The import itself (its calls, the wizard and React Aria's drag and drop) loads in a file of its own
// when the page shows: what a route module imports statically lands in the signed-in pages' shared
// chunk (crm-app/build/chunk-groups.ts), which every page loads.
const DealerImport = lazy(() =>
  import('../components/dealer-import').then((module) => ({ default: module.DealerImport })),
);

/** `/organization/dealers/import` (issue 42): dealers from a CSV or XLSX file (`DealerImport`). */
export function Component() {
  const { t } = useTranslation('imports');
  return (
    <Page title={t('dealerImport.title')}>
      <Suspense fallback={<Skeleton shape="block" height="16rem" />}>
        <DealerImport />
      </Suspense>
    </Page>
  );
}
