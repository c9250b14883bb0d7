import { FILE_MAX_BYTES, type FileInfo, type OrderDetails } from '@doorline/api-client';
import { Button, ConfirmDialog, formatDateTime, Heading, InlineAlert, toast } from '@doorline/design-system';
import { useRef, useState } from 'react';
import * as pageStyles from '@/components/layout/page.css';
import { useMe } from '@/lib/auth';
import { explainError } from '@/lib/errors';
import { can } from '@/lib/permissions';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/download-file';
import { useOrderFiles } from '../api/get-order-files';
import { useUploadFile } from '../api/upload-file';
import { RecordList } from '../components/record-list';
import { WithRecord } from '../components/record-state';
import { formatFileSize } from '../lib/file-size';
import * as styles from '../record.css';
import { useTranslation } from '@/lib/i18n';

/** The record's Files tab: upload (at most 20 MB), download with the session's token, delete. */
export function FilesPage() {
  return <WithRecord>{(order) => <Files order={order} />}</WithRecord>;
}

function Files({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('sales');
  const files = useOrderFiles(order.id);
  // Attaching and deleting need orders.write on the server; reading and downloading do not.
  const mayWrite = can(useMe().data, 'orders.write');
  const uploadFile = useUploadFile();
  const downloadFile = useDownloadFile();
  const deleteFile = useDeleteFile();
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FileInfo | null>(null);

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > FILE_MAX_BYTES) {
      setUploadError(t('orderRecord.fileTooLarge'));
      return;
    }
    try {
      await uploadFile.mutateAsync({ orderId: order.id, file });
      toast.success(t('orderRecord.fileUploaded'));
    } catch (error) {
      const message = explainError(t, error);
      setUploadError(message);
      toast.error(message);
    }
  }

  async function download(file: FileInfo) {
    try {
      await downloadFile.mutateAsync({ orderId: order.id, fileId: file.id, fileName: file.name });
    } catch (error) {
      toast.error(explainError(t, error));
    }
  }

  async function remove(file: FileInfo) {
    try {
      await deleteFile.mutateAsync({ orderId: order.id, fileId: file.id });
      toast.success(t('orderRecord.fileDeleted'));
    } catch (error) {
      toast.error(explainError(t, error));
      throw error;
    }
  }

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Heading level={2}>{t('orderRecord.files')}</Heading>
        {mayWrite ? (
          <>
            <Button
              onPress={() => input.current?.click()}
              isPending={uploadFile.isPending}
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
                if (file) void upload(file);
              }}
            />
          </>
        ) : null}
      </div>
      {mayWrite ? <p className={styles.muted}>{t('orderRecord.fileLimit')}</p> : null}
      {uploadError ? <InlineAlert tone="critical">{uploadError}</InlineAlert> : null}
      <RecordList
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
            <div className={styles.actionBar}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('orderRecord.downloadFile', { name: file.name })}
                onPress={() => void download(file)}
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
      </RecordList>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
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

export { FilesPage as Component };
