import { fileDownloadPath, HttpError, NetworkError } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { session } from '@/lib/session';

/**
 * Downloads a record's file with the bearer token (a plain link cannot carry it) and saves it under
 * its own name. An expired access token is renewed once through the API client, then retried.
 * The one place the app builds the header itself, until the API client has a download of its own.
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
  const get = () =>
    fetch(`/api${fileDownloadPath(orderId, fileId)}`, {
      headers: { authorization: `Bearer ${session.auth.access_token}` },
    });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401) {
      // Any call through the client refreshes the tokens when the access token has expired.
      await api.auth.getMe();
      response = await get();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new NetworkError('The file could not be downloaded', { cause: error });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(response.status, body?.message ?? response.statusText, []);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download: reads only, so nothing is asked again. */
export const useDownloadFile = () => useMutation({ mutationFn: downloadFile });
