import { HttpError } from './errors.js';
import {
  DEFAULT_FILE_TIMEOUT_MS,
  exchange,
  httpError,
  preparedHttpError,
  readText,
  type FetchLike,
  type RequestCoreOptions,
} from './request.js';

/** What `download` returns: the file's bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (its UTF-8 `filename*` when given), or null when the server gave none. */
  fileName: string | null;
}

/**
 * GETs a file: `target` is a path under the base URL (`/orders/1/files/2`) or a full URL that
 * starts with the base URL; any other address is refused, so the bearer token never leaves the API.
 * Apart from the request core, so that a page which only sends JSON (the login page) does not carry it.
 */
export type Download = (
  target: string,
  bearer: string | null,
  signal?: AbortSignal,
) => Promise<DownloadedFile>;

/**
 * The file name in a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8) when present,
 * else the plain `filename`; null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/** A file download through the same exchange as the request core: time limit, typed errors. */
export function createDownload(
  baseUrl: string,
  fetchImpl: FetchLike = fetch,
  settings: RequestCoreOptions = {},
): Download {
  const base = baseUrl.replace(/\/+$/, '');
  const fileTimeoutMs = settings.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS;

  function resolveTarget(target: string): string {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) {
      if (target.startsWith(`${base}/`)) return target;
      throw new TypeError(`Refusing to send the session's token outside the API: ${target}`);
    }
    if (target.startsWith(`${base}/`)) return target;
    return base + (target.startsWith('/') ? target : `/${target}`);
  }

  return async (target, bearer, signal) => {
    const url = resolveTarget(target);
    const headers: Record<string, string> = { accept: '*/*' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const { response, body } = await exchange(
      fetchImpl,
      url,
      { method: 'GET', headers, credentials: 'include' },
      `GET ${target}`,
      signal,
      async (answer, aborted) =>
        answer.ok ? answer.blob() : httpError(answer, await readText(answer, aborted)),
      fileTimeoutMs,
    );
    if (body instanceof HttpError) throw await preparedHttpError(body, settings);
    return {
      blob: body,
      fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
    };
  };
}
