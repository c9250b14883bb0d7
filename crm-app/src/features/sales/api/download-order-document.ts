import {
  buildPath,
  buildQuery,
  documentLanguages,
  endpoints,
  type DocumentLanguage,
} from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveDownloaded } from './download-file';

/** The reader's language as the document's: the app's three, English for anything else. */
export const documentLanguageOf = (language: string): DocumentLanguage =>
  (documentLanguages as readonly string[]).includes(language) ? (language as DocumentLanguage) : 'en';

/**
 * The record's PDF in the reader's language (`GET /orders/main/{id}/document`, issue 28), saved
 * under the name the server gives it. One file for the download, so that the lead can switch it to
 * another way of fetching files in one place.
 */
export async function downloadOrderDocument({ id, language }: { id: number; language: string }) {
  const path = buildPath(endpoints.orderDocument.path, { id });
  const file = await api.download(`${path}${buildQuery({ lang: documentLanguageOf(language) })}`);
  saveDownloaded(file, `order-${id}.pdf`);
}

/** Download PDF: reads only, so nothing is asked again. */
export const useDownloadOrderDocument = () => useMutation({ mutationFn: downloadOrderDocument });
