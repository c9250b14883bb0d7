import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@doorline/api-client';
import { Button, InlineAlert } from '@doorline/design-system';
import { useId } from 'react';
import { DropZone, FileTrigger, Text, type DropZoneProps, type FileDropItem } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { WaitBar } from './progress-bar';
import * as styles from './import.css';

/** The file types the file chooser offers: a CSV or an XLSX workbook (the server reads either). */
const acceptedFileTypes = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const MEGABYTE = 1024 * 1024;

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export interface FileStepProps {
  /** Called with the file chosen or dropped. */
  onFile: (file: File) => void;
  /** The file being read by the server, while it is. */
  uploading: File | null;
  /** Why the last file was refused, under the drop zone. */
  error: string | null;
}

/**
 * The import's first step: a file dropped on the zone or chosen with its button (React Aria's
 * `DropZone` and `FileTrigger`), with the limits the server holds it to; while the server reads it,
 * a bar; a refusal (not a table, too many rows, too large…) under it, in the server's words.
 */
export function FileStep({ onFile, uploading, error }: FileStepProps) {
  const { t, i18n } = useTranslation('imports');
  const limitsId = useId();
  const errorId = useId();
  const describedBy = error ? `${limitsId} ${errorId}` : limitsId;

  async function drop(event: DropEvent) {
    const item = event.items.find((dropped): dropped is FileDropItem => dropped.kind === 'file');
    if (item) onFile(await item.getFile());
  }

  return (
    <div className={styles.section}>
      <DropZone
        className={styles.dropZone}
        isDisabled={uploading !== null}
        // Any file is taken: the server says which it cannot read, in its own words.
        getDropOperation={() => 'copy'}
        onDrop={(event) => void drop(event)}
        aria-describedby={describedBy}
      >
        <Text slot="label" elementType="p" className={styles.dropText}>
          {t('file.drop')}
        </Text>
        <p className={styles.muted}>{t('file.or')}</p>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onFile(file);
          }}
        >
          <Button
            isPending={uploading !== null}
            pendingLabel={uploading ? t('file.uploading', { name: uploading.name }) : undefined}
            aria-describedby={describedBy}
          >
            {t('file.choose')}
          </Button>
        </FileTrigger>
        <p id={limitsId} className={styles.muted}>
          {t('file.limits', {
            megabytes: IMPORT_MAX_BYTES / MEGABYTE,
            rows: new Intl.NumberFormat(i18n.language).format(IMPORT_MAX_ROWS),
          })}
        </p>
      </DropZone>
      {uploading ? <WaitBar label={t('file.uploading', { name: uploading.name })} /> : null}
      {error ? (
        <div id={errorId}>
          <InlineAlert tone="critical">{error}</InlineAlert>
        </div>
      ) : null}
    </div>
  );
}
