import { fileDownloadPath, type DownloadedFile } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Downloads a record's file through the API client (bearer token, refresh and retry as for every
 * call; a plain link cannot carry the token) and saves it under its own name.
 */
export async function downloadFile({
  orderId,
  fileId,
  fileName,
}: {
  orderId: number;
  fileId: number;
  fileName: string;
}) {
  saveDownloaded(await api.download(fileDownloadPath(orderId, fileId)), fileName);
}

/** Hands a downloaded file to the browser to save, under the server's name or `fileName`. */
export function saveDownloaded(file: DownloadedFile, fileName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download: reads only, so nothing is asked again. */
export const useDownloadFile = () => useMutation({ mutationFn: downloadFile });
