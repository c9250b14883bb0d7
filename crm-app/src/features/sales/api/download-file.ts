import { fileDownloadPath } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { openDownload } from '@/lib/download';

/**
 * Downloads a record's file as every file is downloaded (issue 28, `openDownload`): a single-use
 * ticket for its path, opened by a plain navigation, so that the browser streams it to disk under the
 * name the server gives it, with no token in the address and no blob in memory.
 */
export async function downloadFile({
  orderId,
  fileId,
}: {
  orderId: number;
  fileId: number;
  fileName?: string;
}) {
  await openDownload(fileDownloadPath(orderId, fileId));
}

/** Download: reads only, so nothing is asked again. */
export const useDownloadFile = () => useMutation({ mutationFn: downloadFile });
