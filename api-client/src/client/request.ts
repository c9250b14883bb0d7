import { validate } from 'superstruct';
import { ErrorBody } from '../contract/common.js';
import type { AnyEndpoint } from '../contract/endpoint.js';
import { describeFailures } from '../contract/validate.js';
import { HttpError, NetworkError, ValidationError } from './errors.js';

export interface CallOptions<Body, Query, Params> {
  body?: Body;
  query?: Query;
  params?: Params;
  signal?: AbortSignal;
}

export interface RequestCore {
  send(
    endpoint: AnyEndpoint,
    options: CallOptions<unknown, unknown, unknown>,
    bearer: string | null,
  ): Promise<unknown>;
}

type FetchLike = typeof fetch;

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

/** The bottom layer: one HTTP exchange, JSON in and out, errors as typed values. */
export function createRequestCore(baseUrl: string, fetchImpl: FetchLike = fetch): RequestCore {
  const base = baseUrl.replace(/\/+$/, '');
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

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: endpoint.method,
          headers,
          body,
          signal: options.signal,
          credentials: 'include',
        });
      } catch (cause) {
        throw new NetworkError(`Could not reach the server (${endpoint.method} ${endpoint.path})`, { cause });
      }

      const text = await response.text().catch(() => '');
      let json: unknown = undefined;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }

      if (!response.ok) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const [, parsed] = validate(json, ErrorBody);
        throw new HttpError(
          response.status,
          parsed?.message ?? (response.statusText || `HTTP ${response.status}`),
          parsed?.error ?? [],
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        );
      }

      const [failure, value] = validate(json, endpoint.response, { coerce: true });
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
