import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { Page } from '@/components/layout/page';
import { useTranslation } from '@/lib/i18n';

// The import itself (its calls, the dealer picker, the wizard and React Aria's drag and drop) loads
// in a file of its own when the page shows: what a route module imports statically lands in the
// signed-in pages' shared chunk (crm-app/build/chunk-groups.ts), which every page loads.
const CustomerImport = lazy(() =>
  import('../components/customer-import').then((module) => ({ default: module.CustomerImport })),
);

/** `/customers/import` (issue 42): customers from a CSV or XLSX file (`CustomerImport`). */
export function Component() {
  const { t } = useTranslation('imports');
  return (
    <Page title={t('customerImport.title')}>
      <Suspense fallback={<Skeleton shape="block" height="16rem" />}>
        <CustomerImport />
      </Suspense>
    </Page>
  );
}
