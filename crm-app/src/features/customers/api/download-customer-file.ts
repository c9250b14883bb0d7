import { buildPath, lazyEndpointModules } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { openDownload } from '@/lib/download';

/**
 * Downloads a customer's file (`GET /customers/{id}/files/{fileId}`, issue 42) as a record's file is
 * (`openDownload`): a single-use ticket for its path, opened by a plain navigation, under the name the
 * server gives it. The path is the contract's, written beside its lazy module's names, so that the
 * download needs none of its structs.
 */
export async function downloadCustomerFile({ customerId, fileId }: { customerId: number; fileId: number }) {
  const path = lazyEndpointModules.customerCommentsFiles.files.downloadCustomerFile;
  await openDownload(buildPath(path, { id: customerId, fileId }));
}

/** Download: reads only, so nothing is asked again. */
export const useDownloadCustomerFile = () => useMutation({ mutationFn: downloadCustomerFile });
