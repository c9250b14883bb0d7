import type { AnyEndpoint } from '@doorline/api-client';
import { Button, toast } from '@doorline/design-system';
import { exportPathOf, useOpenDownload } from '@/lib/download';
import { explainError } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';

/** What a list exports: its export endpoint (the contract's), the list's query and path parameters. */
export interface ListExportTarget {
  endpoint: Pick<AnyEndpoint, 'path'>;
  query: Readonly<Record<string, unknown>>;
  params?: Readonly<Record<string, unknown>>;
}

/**
 * "Export CSV" (issue 28): the list frame's table shows it over every list (`ListTable`'s `exportTo`),
 * and a record's items over theirs; outside `components/list/`, which would load the lists' frame on
 * a record's page. Every row of the list's current filters and sort, as a download in the
 * reader's language; pending while the ticket is asked for, a toast when it fails.
 */
export function ExportButton({ target }: { target: ListExportTarget }) {
  const { t, i18n } = useTranslation(['lists', 'common']);
  const download = useOpenDownload();
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={download.isPending}
      onPress={() =>
        download.mutate(exportPathOf(target.endpoint, target.query, i18n.language, target.params), {
          onError: (error) => toast.error(explainError(t, error, t('list.exportFailed'))),
        })
      }
    >
      {t('list.exportCsv')}
    </Button>
  );
}
