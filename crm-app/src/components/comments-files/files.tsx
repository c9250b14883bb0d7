import { FILE_MAX_BYTES, type FileInfo } from '@doorline/api-client';
import { Button, ConfirmDialog, formatDateTime, Heading, InlineAlert, toast } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as pageStyles from '@/components/layout/page.css';
import { explainError } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';
import * as styles from './comments-files.css';
import { EntryList } from './entry-list';
import { formatFileSize } from './file-size';

export interface FilesProps {
  /** The files, newest first (the subject's query: a record's, a customer's). */
  files: UseQueryResult<readonly FileInfo[]>;
  /** Whether the caller may upload and delete (the subject's write permission; the server refuses anyway). */
  mayWrite: boolean;
  /** Uploads a file under its own name; its mutation asks for the files again. */
  upload: (file: File) => Promise<unknown>;
  /** Whether an upload is under way. */
  uploading: boolean;
  /** Downloads a file as every file is downloaded (`openDownload`). */
  download: (file: FileInfo) => Promise<unknown>;
  /** Deletes a file; its mutation asks for the files again. */
  remove: (file: FileInfo) => Promise<unknown>;
}

/**
 * The files of a record or a customer (issue 42), one component for both: upload (at most 20 MB),
 * download with the session's token, delete after a confirmation.
 */
export function Files({ files, mayWrite, upload, uploading, download, remove }: FilesProps) {
  const { t, i18n } = useTranslation('sales');
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FileInfo | null>(null);

  async function send(file: File) {
    setUploadError(null);
    if (file.size > FILE_MAX_BYTES) {
      setUploadError(t('orderRecord.fileTooLarge'));
      return;
    }
    try {
      await upload(file);
      toast.success(t('orderRecord.fileUploaded'));
    } catch (error) {
      const message = explainError(t, error);
      setUploadError(message);
      toast.error(message);
    }
  }

  async function open(file: FileInfo) {
    try {
      await download(file);
    } catch (error) {
      toast.error(explainError(t, error));
    }
  }

  async function confirmRemove(file: FileInfo) {
    try {
      await remove(file);
      toast.success(t('orderRecord.fileDeleted'));
    } catch (error) {
      toast.error(explainError(t, error));
      throw error;
    }
  }

  return (
    <div className={pageStyles.stack}>
      <div className={pageStyles.toolbar}>
        <Heading level={2}>{t('orderRecord.files')}</Heading>
        {mayWrite ? (
          <>
            <Button
              onPress={() => input.current?.click()}
              isPending={uploading}
              pendingLabel={t('orderRecord.uploading')}
            >
              {t('orderRecord.uploadFile')}
            </Button>
            <input
              ref={input}
              type="file"
              className={styles.hiddenInput}
              aria-label={t('orderRecord.uploadFile')}
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </>
        ) : null}
      </div>
      {mayWrite ? <p className={pageStyles.muted}>{t('orderRecord.fileLimit')}</p> : null}
      {uploadError ? <InlineAlert tone="critical">{uploadError}</InlineAlert> : null}
      <EntryList
        query={files}
        label={t('orderRecord.files')}
        empty={t('orderRecord.noFiles')}
        itemClassName={`${styles.listItem} ${styles.fileRow}`}
      >
        {(file) => (
          <>
            <div>
              <div className={styles.fileName}>{file.name}</div>
              <div className={pageStyles.factsLine}>
                <span>{formatFileSize(file.size, i18n.language)}</span>
                <span>{file.author?.name ?? t('orderRecord.unknownAuthor')}</span>
                <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
              </div>
            </div>
            <div className={pageStyles.actionBar}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('orderRecord.downloadFile', { name: file.name })}
                onPress={() => void open(file)}
              >
                {t('orderRecord.download')}
              </Button>
              {mayWrite ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('orderRecord.deleteFile', { name: file.name })}
                  onPress={() => setDeleting(file)}
                >
                  {t('orderRecord.delete')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </EntryList>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={() => (deleting ? confirmRemove(deleting) : undefined)}
        title={t('orderRecord.confirmTitle')}
        description={deleting ? t('orderRecord.deleteFileText', { name: deleting.name }) : undefined}
        confirmLabel={t('orderRecord.confirm')}
        cancelLabel={t('orderRecord.dismiss')}
        pendingLabel={t('orderRecord.saving')}
        tone="critical"
      />
    </div>
  );
}
