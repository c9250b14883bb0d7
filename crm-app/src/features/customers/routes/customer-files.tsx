import { customerAccess } from '@doorline/api-client';
import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useMe } from '@/lib/auth';
import { parseId } from '@/lib/ids';
import { canAccess } from '@/lib/permissions';
import { useDeleteCustomerFile } from '../api/delete-customer-file';
import { useDownloadCustomerFile } from '../api/download-customer-file';
import { useCustomerFiles } from '../api/get-customer-files';
import { useUploadCustomerFile } from '../api/upload-customer-file';

// The files' list and upload, a record's too, load with the tab (not with the customer's page).
const Files = lazy(() =>
  import('@/components/comments-files/files').then((module) => ({ default: module.Files })),
);

/**
 * `/customers/{id}/files` (issue 42): the customer's files, like a record's (the shared `Files`), in
 * its page's tabs: whoever may read the customer downloads them, whoever may change it uploads and
 * deletes.
 */
export function Component() {
  const id = parseId(useParams().id);
  return id === null ? null : <CustomerFiles id={id} />;
}

function CustomerFiles({ id }: { id: number }) {
  const files = useCustomerFiles(id);
  const mayWrite = canAccess(useMe().data, customerAccess.writeCustomers);
  const uploadFile = useUploadCustomerFile();
  const downloadFile = useDownloadCustomerFile();
  const deleteFile = useDeleteCustomerFile();
  return (
    <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
      <Files
        files={files}
        mayWrite={mayWrite}
        upload={(file) => uploadFile.mutateAsync({ customerId: id, file })}
        uploading={uploadFile.isPending}
        download={(file) => downloadFile.mutateAsync({ customerId: id, fileId: file.id })}
        remove={(file) => deleteFile.mutateAsync({ customerId: id, fileId: file.id })}
      />
    </Suspense>
  );
}
