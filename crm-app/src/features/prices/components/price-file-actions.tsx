import { Button, toast } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { explainError } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';
import { useDownloadPriceFile, type PriceFileTarget } from '../api/price-files';

// The import dialog, its file check and preview load when it opens (issue 43, part 2).
const PriceFileDialog = lazy(() =>
  import('./price-file-dialog').then((module) => ({ default: module.PriceFileDialog })),
);

/**
 * Export CSV (for whoever reads prices; `exportable`: there is a file to export) and, with
 * `canImport` (a draft, for whom may manage prices), Import CSV opening its dialog: a model's table or
 * an option group's prices (issue 43, part 2).
 */
export function PriceFileActions({
  target,
  name,
  exportable = true,
  canImport,
}: {
  target: PriceFileTarget;
  /** The model's or the group's name, in the reader's language (the buttons' and dialog's words). */
  name: string;
  exportable?: boolean;
  canImport: boolean;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const download = useDownloadPriceFile();
  const [importing, setImporting] = useState(false);
  return (
    <>
      {exportable ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${t('priceFiles.exportCsv')}: ${name}`}
          isPending={download.isPending}
          onPress={() =>
            download.mutate(target, {
              onError: (error) => toast.error(explainError(t, error, t('priceFiles.exportFailed'))),
            })
          }
        >
          {t('priceFiles.exportCsv')}
        </Button>
      ) : null}
      {canImport ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${t('priceFiles.importCsv')}: ${name}`}
          onPress={() => setImporting(true)}
        >
          {t('priceFiles.importCsv')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {importing ? (
          <PriceFileDialog isOpen onOpenChange={setImporting} target={target} name={name} />
        ) : null}
      </Suspense>
    </>
  );
}
