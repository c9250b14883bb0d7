import { buildPath, buildQuery, eagerEndpoints } from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { documentLanguageOf, openDownload } from '@/lib/download';

/**
 * The record's PDF in the reader's language (`GET /orders/main/{id}/document`, issue 28), opened as
 * every file is (`openDownload`: a single-use ticket, a plain navigation, the server's file name).
 */
export async function downloadOrderDocument({ id, language }: { id: number; language: string }) {
  const path = buildPath(eagerEndpoints.orderDocument.path, { id });
  await openDownload(`${path}${buildQuery({ lang: documentLanguageOf(language) })}`);
}

/** Download PDF: reads only, so nothing is asked again. */
export const useDownloadOrderDocument = () => useMutation({ mutationFn: downloadOrderDocument });
