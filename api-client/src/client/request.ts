import { validate } from 'superstruct';
import { ErrorBody } from '../contract/common.js';
import type { AnyEndpoint } from '../contract/endpoint.js';
import { describeFailures } from '../contract/validate.js';
import { HttpError, NetworkError, TimeoutError, ValidationError } from './errors.js';

export interface CallOptions<Body, Query, Params> {
  body?: Body;
  query?: Query;
  params?: Params;
  signal?: AbortSignal;
}

export interface RequestCoreOptions {
  /**
   * Milliseconds one exchange (the answer's body included) may take before it is aborted and
   * fails with `TimeoutError`; 0 or less for no limit. Default 30 000.
   */
  timeoutMs?: number;
  /**
   * The same limit for moving a file: an upload (a `FormData` body) or a `download`, which take
   * longer on a slow connection. Default 300 000 (5 minutes).
   */
  fileTimeoutMs?: number;
  /**
   * Awaited before a non-2xx answer's `HttpError` is thrown: the web app loads there the texts it
   * words the server's messages with (`code`, `params`), so that they are there when the failure is
   * shown. Its own failure is ignored.
   */
  beforeHttpError?: (error: HttpError) => Promise<unknown> | void;
}

/** The answer's `HttpError`, after the `beforeHttpError` hook (whose own failure is ignored). */
export async function preparedHttpError(error: HttpError, settings: RequestCoreOptions): Promise<HttpError> {
  if (settings.beforeHttpError)
    await Promise.resolve()
      .then(() => settings.beforeHttpError!(error))
      .catch(() => undefined);
  return error;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_FILE_TIMEOUT_MS = 300_000;

export interface RequestCore {
  send(
    endpoint: AnyEndpoint,
    options: CallOptions<unknown, unknown, unknown>,
    bearer: string | null,
  ): Promise<unknown>;
}

export type FetchLike = typeof fetch;

/** Fills `:name` segments of `path` from `params`, URI-encoded. */
export function buildPath(path: string, params: unknown): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The typed error of a non-2xx answer, in the server's own words when its body has them. */
export function httpError(response: Response, text: string): HttpError {
  const retryAfter = Number(response.headers.get('retry-after'));
  const [, parsed] = validate(parseJson(text), ErrorBody);
  return new HttpError(
    response.status,
    parsed?.message ?? (response.statusText || `HTTP ${response.status}`),
    parsed?.error ?? [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    parsed?.code ?? null,
    parsed?.params ?? {},
  );
}

/**
 * Fetches and reads the answer with `read`, within the time limit. The caller's signal still
 * aborts it; a caller's abort and a lost connection are `NetworkError`, the limit `TimeoutError`.
 */
export async function exchange<T>(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  label: string,
  callerSignal: AbortSignal | undefined,
  read: (response: Response, signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<{ response: Response; body: T }> {
  const controller = new AbortController();
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new TimeoutError(`No answer within ${timeoutMs} ms (${label})`, timeoutMs));
        }, timeoutMs)
      : undefined;
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, body: await read(response, controller.signal) };
  } catch (cause) {
    if (timedOut) throw new TimeoutError(`No answer within ${timeoutMs} ms (${label})`, timeoutMs);
    if (cause instanceof HttpError) throw cause;
    throw new NetworkError(`Could not reach the server (${label})`, { cause });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forward);
  }
}

/** The answer's text; a body that breaks off counts as empty unless the exchange was aborted. */
export const readText = (response: Response, signal: AbortSignal) =>
  response.text().catch((error: unknown) => {
    if (signal.aborted) throw error;
    return '';
  });

/** The bottom layer: one HTTP exchange, JSON in and out, errors as typed values. */
export function createRequestCore(
  baseUrl: string,
  fetchImpl: FetchLike = fetch,
  settings: RequestCoreOptions = {},
): RequestCore {
  const base = baseUrl.replace(/\/+$/, '');
  const requestTimeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fileTimeoutMs = settings.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS;

  return {
    async send(endpoint, options, bearer) {
      const url = base + buildPath(endpoint.path, options.params) + buildQuery(options.query);
      const headers: Record<string, string> = { accept: 'application/json' };
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) {
        body = options.body;
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      if (bearer) headers.authorization = `Bearer ${bearer}`;

      const { response, body: text } = await exchange(
        fetchImpl,
        url,
        { method: endpoint.method, headers, body, credentials: 'include' },
        `${endpoint.method} ${endpoint.path}`,
        options.signal,
        readText,
        options.body instanceof FormData ? fileTimeoutMs : requestTimeoutMs,
      );

      if (!response.ok) throw await preparedHttpError(httpError(response, text), settings);

      const [failure, value] = validate(parseJson(text), endpoint.response, { coerce: true });
      if (failure) {
        throw new ValidationError(
          `The answer of ${endpoint.method} ${endpoint.path} does not match the contract`,
          describeFailures(failure),
        );
      }
      return value;
    },
  };
}
