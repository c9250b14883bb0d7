import { dealerImport } from '@doorline/api-client';
import { toast } from '@doorline/design-system';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImportWizard, type ImportCalls } from '@/components/import/import-wizard';
import { useTranslation } from '@/lib/i18n';
import { useCheckDealerImport, type DealerImportBody } from '../api/check-dealer-import';
import { useRunDealerImport } from '../api/run-dealer-import';
import { useUploadDealerImport } from '../api/upload-dealer-import';
import { dealerProfilePath, dealersPath } from '../lib/paths';

type DealerField = (typeof dealerImport.fieldKeys)[number];

/** No options of its own: the rows are the organization's new dealers. */
const noOptions = {};

/**
 * Importing dealers (issue 42, the import's second user; the page `/organization/dealers/import`):
 * the import wizard on the contract's `dealerImport`, each field named in the imports' words (a
 * contact's part with its contact). A row repeating a dealer links to that dealer's profile. Done, it
 * says how many and goes back to the dealers list, which is asked again.
 */
export function DealerImport() {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const { mutateAsync: upload } = useUploadDealerImport();
  const { mutateAsync: check } = useCheckDealerImport();
  const { mutateAsync: run } = useRunDealerImport();
  const calls = useMemo(
    (): ImportCalls<DealerImportBody> => ({
      upload,
      check: (id, body) => check({ id, body }),
      run: (id, body) => run({ id, body }),
    }),
    [upload, check, run],
  );
  const fieldLabel = useCallback((field: string) => t(`dealerImport.fields.${field as DealerField}`), [t]);

  return (
    <ImportWizard
      declaration={dealerImport}
      fieldLabel={fieldLabel}
      calls={calls}
      options={noOptions}
      duplicatePath={dealerProfilePath}
      onImported={async (answer) => {
        toast.success(t('dealerImport.imported', { count: answer.created }));
        await navigate(dealersPath);
      }}
    />
  );
}
