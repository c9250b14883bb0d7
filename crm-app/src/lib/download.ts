import {
  buildPath,
  buildQuery,
  documentLanguages,
  type AnyEndpoint,
  type DocumentLanguage,
} from '@doorline/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';

/**
 * Opens a file answer (a list's CSV export, a record's file) by a plain navigation (issue 28;
 * docs/architecture.md "Downloads"): the API client asks for a single-use download ticket for `path`,
 * and an anchor with `download` opens the address it answers, so the browser streams the file to disk
 * (no blob in memory) and the bearer token goes into no address.
 */
export async function openDownload(path: string): Promise<void> {
  const url = await api.downloadLink(path);
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The reader's language as a document's (an export's, a PDF's): the app's three, English for anything else. */
export const documentLanguageOf = (language: string): DocumentLanguage =>
  (documentLanguages as readonly string[]).includes(language) ? (language as DocumentLanguage) : 'en';

/** A download's pending state and failure, for its button. */
export const useOpenDownload = () => useMutation({ mutationFn: openDownload });

/**
 * The path of a list's export with the list's query: its filters and sort without its page and limit
 * (an export has every row), and the reader's language for its headings and statuses.
 */
export function exportPathOf(
  endpoint: Pick<AnyEndpoint, 'path'>,
  query: Readonly<Record<string, unknown>>,
  lang: string,
  params?: Readonly<Record<string, unknown>>,
): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return buildPath(endpoint.path, params) + buildQuery({ ...filters, lang: documentLanguageOf(lang) });
}
