import { customerImport } from '@doorline/api-client';
import { toast } from '@doorline/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DealerPicker } from '@/components/dealer-picker';
import { ImportWizard, type ImportCalls } from '@/components/import/import-wizard';
import { useMe } from '@/lib/auth';
import { useDealerName } from '@/lib/dealer-lookup';
import { useTranslation } from '@/lib/i18n';
import { useCheckCustomerImport, type CustomerImportBody } from '../api/check-customer-import';
import { useRunCustomerImport } from '../api/run-customer-import';
import { useUploadCustomerImport } from '../api/upload-customer-import';
import { customerPath, customersPath } from '../lib/paths';

type CustomerField = (typeof customerImport.fieldKeys)[number];

/**
 * Importing customers (issue 42; the page `/customers/import`): the import wizard on the contract's
 * `customerImport`, each field named as the customer's form names it. The organization chooses
 * whose customers the rows are when a row names no dealer (none: its own); a dealer user's are
 * always their dealer's. Done, it says how many and goes back to the directory, which is asked again.
 */
export function CustomerImport() {
  const { t } = useTranslation(['imports', 'customers', 'common']);
  const navigate = useNavigate();
  const chooseDealer = useMe().data?.type === 'organization';
  const [dealerId, setDealerId] = useState<number | null>(null);
  const dealerName = useDealerName(dealerId ?? undefined, undefined);
  const { mutateAsync: upload } = useUploadCustomerImport();
  const { mutateAsync: check } = useCheckCustomerImport();
  const { mutateAsync: run } = useRunCustomerImport();
  const calls = useMemo(
    (): ImportCalls<CustomerImportBody> => ({
      upload,
      check: (id, body) => check({ id, body }),
      run: (id, body) => run({ id, body }),
    }),
    [upload, check, run],
  );
  const options = useMemo(() => (chooseDealer ? { dealerId } : {}), [chooseDealer, dealerId]);
  const fieldLabel = useCallback(
    (field: string) => t(`customers:customerForm.${field as CustomerField}`),
    [t],
  );

  return (
    <ImportWizard
      declaration={customerImport}
      fieldLabel={fieldLabel}
      calls={calls}
      options={options}
      optionFields={
        chooseDealer ? (
          <DealerPicker
            label={t('customerImport.dealer')}
            placeholder={t('customerImport.organizationOwn')}
            description={t('customerImport.dealerHint')}
            selectedKey={dealerId === null ? null : String(dealerId)}
            selectedLabel={dealerName}
            onSelectionChange={(key) => setDealerId(key ? Number(key) : null)}
          />
        ) : null
      }
      duplicatePath={customerPath}
      onImported={async (answer) => {
        toast.success(t('customerImport.imported', { count: answer.created }));
        await navigate(customersPath);
      }}
    />
  );
}
