import type { OrderDetails } from '@doorline/api-client';
import { Skeleton } from '@doorline/design-system';
import { lazy, Suspense } from 'react';
import { useMe } from '@/lib/auth';
import { can } from '@/lib/permissions';
import { useDeleteFile } from '../api/delete-file';
import { useDownloadFile } from '../api/download-file';
import { useOrderFiles } from '../api/get-order-files';
import { useUploadFile } from '../api/upload-file';
import { WithRecord } from '../components/record-state';

// The files' list and upload (shared with a customer's files, issue 42) load with the tab: in the
// record's pages' chunk they would load with every tab, in the signed-in app's with every page.
const Files = lazy(() =>
  import('@/components/comments-files/files').then((module) => ({ default: module.Files })),
);

/** The record's Files tab: upload (at most 20 MB), download with the session's token, delete. */
export function FilesPage() {
  return <WithRecord>{(order) => <RecordFiles order={order} />}</WithRecord>;
}

/** The record's files, the shared `Files`. */
function RecordFiles({ order }: { order: OrderDetails }) {
  const files = useOrderFiles(order.id);
  // Attaching and deleting need orders.write on the server; reading and downloading do not.
  const mayWrite = can(useMe().data, 'orders.write');
  const uploadFile = useUploadFile();
  const downloadFile = useDownloadFile();
  const deleteFile = useDeleteFile();
  return (
    <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
      <Files
        files={files}
        mayWrite={mayWrite}
        upload={(file) => uploadFile.mutateAsync({ orderId: order.id, file })}
        uploading={uploadFile.isPending}
        download={(file) =>
          downloadFile.mutateAsync({ orderId: order.id, fileId: file.id, fileName: file.name })
        }
        remove={(file) => deleteFile.mutateAsync({ orderId: order.id, fileId: file.id })}
      />
    </Suspense>
  );
}

export { FilesPage as Component };
