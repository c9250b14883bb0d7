import type { Infer } from 'superstruct';
import {
  isPublic,
  type AnyEndpoint,
  type Endpoint,
  type IsEventStream,
  type IsFileAnswer,
} from '../contract/endpoint.js';
import { eagerEndpoints, type Endpoints } from '../contract/endpoints.js';
import { lazyEndpointModules } from '../contract/lazy-endpoints.js';
import { HttpError } from './errors.js';
import type { Download, DownloadedFile } from './download.js';
import type { StreamNotificationsOptions, streamNotifications } from './notification-stream.js';
import {
  createRequestCore,
  DEFAULT_TIMEOUT_MS,
  preparedHttpError,
  type CallOptions,
  type RequestCoreOptions,
} from './request.js';
import { isBusy, wait } from './retry.js';
import type { TokenStore } from './tokens.js';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://127.0.0.1:3000/api` in Node. */
  baseUrl: string;
  tokens: TokenStore;
  /**
   * Called once the session is lost: a refresh failed, so both tokens were cleared. `reason` is the
   * server's answer to the refresh (a suspended or blocked account, a session ended elsewhere), or
   * null when there was no refresh token to try.
   */
  onLogout?: (reason: HttpError | null) => void;
  fetch?: typeof fetch;
  /**
   * Milliseconds each request may take, the answer's body included, before it is aborted with a
   * `TimeoutError`; 0 for no limit. Default 30 000.
   */
  requestTimeoutMs?: number;
  /** The same limit for an upload (`FormData`) or a `download`; default 300 000 (5 minutes). */
  fileTimeoutMs?: number;
  /**
   * The longest `Retry-After` (seconds) the client waits out by itself: a GET or a token refresh
   * answered 429 or 503 with a wait up to this long is sent once more after it. Default 10.
   */
  maxRetryAfterSeconds?: number;
  /**
   * Awaited before a failed call's `HttpError` reaches its caller, after the client's own refresh
   * and retries (as the request core's option of the same name, `RequestCoreOptions`).
   */
  beforeHttpError?: RequestCoreOptions['beforeHttpError'];
}

/** The stream reader's module, loaded with the first stream. */
type StreamReader = { streamNotifications: typeof streamNotifications };

/* eslint-disable @typescript-eslint/no-explicit-any -- extracting from invariant structs */
/** The body, query, path parameters and answer of an endpoint, as the client takes and gives them. */
export type BodyOf<E> = E extends Endpoint<infer B, any, any, any> ? B : never;
export type QueryOf<E> = E extends Endpoint<any, any, infer Q, any> ? Q : never;
export type ParamsOf<E> = E extends Endpoint<any, any, any, infer P> ? P : never;
export type ResponseOf<E> = E extends Endpoint<any, infer R, any, any> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

type ParamsArg<E> = ParamsOf<E> extends undefined ? { params?: never } : { params: ParamsOf<E> };

/** The options a call takes: only the parts its endpoint defines. */
export type CallArgs<E extends AnyEndpoint> = (BodyOf<E> extends undefined
  ? { body?: never }
  : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: never } : { query?: QueryOf<E> }) &
  ParamsArg<E> & { signal?: AbortSignal };

/**
 * What an upload (a multipart endpoint, its body a `FormData`) takes instead of a body: the file,
 * sent as the one `file` field under `fileName` (by default a `File`'s own name).
 */
export type UploadArgs<E extends AnyEndpoint> = ParamsArg<E> & {
  file: Blob;
  fileName?: string;
  signal?: AbortSignal;
};

/** The client's method for one endpoint; its argument may be left out when nothing is required. */
export type EndpointMethod<E extends AnyEndpoint> =
  BodyOf<E> extends FormData
    ? (args: UploadArgs<E>) => Promise<ResponseOf<E>>
    : BodyOf<E> extends undefined
      ? ParamsOf<E> extends undefined
        ? (args?: CallArgs<E>) => Promise<ResponseOf<E>>
        : (args: CallArgs<E>) => Promise<ResponseOf<E>>
      : (args: CallArgs<E>) => Promise<ResponseOf<E>>;

/**
 * One method per endpoint of the table, of the same name; an event stream has none (its answer
 * never ends): `streamNotifications` reads it; nor has a file answer (a CSV export), which a browser
 * opens by `downloadLink` and any other caller reads with `download`.
 */
export type EndpointMethods<T extends Record<string, AnyEndpoint>> = {
  [
    K in keyof T as IsEventStream<T[K]> extends true ? never : IsFileAnswer<T[K]> extends true ? never : K
  ]: EndpointMethod<T[K]>;
};

export type { OrderAction, SubOrderAction } from '../contract/sales-flow.js';

const isAuthFailure = (error: unknown) =>
  error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * The client: a request core, an auth layer (bearer token, one refresh in flight, one retry)
 * and one typed method per endpoint of the contract's table (`api.listUsers({ query })`), generated
 * from it; only behaviour is written by hand (`logout`, `changePassword`, `download`).
 */
export function createApiClient(options: ApiClientOptions) {
  // The hook runs when a failure reaches the caller, after the refresh and the retries (below),
  // not on a 401 that a refresh then answers.
  const limits: RequestCoreOptions = {
    timeoutMs: options.requestTimeoutMs,
    fileTimeoutMs: options.fileTimeoutMs,
  };
  const settled = async <T>(promise: Promise<T>): Promise<T> => {
    try {
      return await promise;
    } catch (error) {
      throw error instanceof HttpError ? await preparedHttpError(error, options) : error;
    }
  };
  const core = createRequestCore(options.baseUrl, options.fetch, limits);
  // The download's code loads with the first download: a page that never fetches a file (most of
  // them) does not carry it.
  let fetchFile: Promise<Download> | undefined;
  const fileFetcher = () =>
    (fetchFile ??= import('./download.js').then(({ createDownload }) =>
      createDownload(options.baseUrl, options.fetch, limits),
    ));
  const { tokens } = options;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 10;
  let refreshing: Promise<boolean> | null = null;
  /** This client's own sign-outs: the notification stream does not report them as session ends. */
  let signOuts = 0;
  // The stream reader loads with the first stream, as the download does.
  let streamReader: Promise<StreamReader> | undefined;

  const bearer = () => tokens.getAccessToken() || tokens.getRefreshToken() || null;

  function logout(reason: HttpError | null = null) {
    tokens.clear();
    options.onLogout?.(reason);
  }

  /** Trades the refresh token for a new pair; concurrent callers share one request. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) {
        logout();
        return false;
      }
      try {
        const answer = (await afterRetryAfter(() =>
          core.send(eagerEndpoints.refreshToken, { body: { refreshToken } }, null),
        )) as Infer<(typeof eagerEndpoints.refreshToken)['response']>;
        tokens.setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token });
        return true;
      } catch (error) {
        // Only a definite "no" from the server ends the session; a network blip or a "not now"
        // (429, 503) does not.
        if (error instanceof HttpError && !isBusy(error)) logout(error);
        else throw error;
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Sends once; when the answer is 429 or 503 with a `Retry-After` of at most
   * `maxRetryAfterSeconds`, waits that long and sends once more. Only for requests that are safe
   * to repeat (GETs, the token refresh).
   */
  async function afterRetryAfter<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (!isBusy(error) || error.retryAfter === null || error.retryAfter > maxRetryAfterSeconds) throw error;
      await wait(error.retryAfter * 1000, signal);
      return send();
    }
  }

  /** Sends with the bearer token; on a 401 or 403, refreshes once (shared) and sends once more. */
  async function authorized<T>(send: (bearer: string | null) => Promise<T>): Promise<T> {
    // A refresh already under way means the token we hold is stale: wait for the new one.
    if (refreshing) await refreshing.catch(() => false);
    const sentWith = bearer();
    try {
      return await send(sentWith);
    } catch (error) {
      if (!isAuthFailure(error) || !tokens.getRefreshToken()) throw error;
      // Another call may have refreshed while this one was in flight.
      const renewed = bearer() !== sentWith || (await refresh());
      if (!renewed) throw error;
      return send(bearer());
    }
  }

  async function call<E extends AnyEndpoint>(endpoint: E, args?: CallArgs<E>): Promise<ResponseOf<E>> {
    const opts = (args ?? {}) as CallOptions<unknown, unknown, unknown>;
    const once = (token: string | null) =>
      endpoint.method === 'GET'
        ? afterRetryAfter(() => core.send(endpoint, opts, token), opts.signal)
        : core.send(endpoint, opts, token);
    if (isPublic(endpoint)) return (await settled(once(null))) as ResponseOf<E>;
    return (await settled(authorized(once))) as ResponseOf<E>;
  }

  /**
   * An authenticated GET of a file through the same token, refresh and retry path as every call:
   * `target` is a path under the base URL (e.g. `fileDownloadPath(orderId, fileId)`) or a full URL
   * that starts with it.
   */
  function download(target: string, signal?: AbortSignal): Promise<DownloadedFile> {
    return settled(
      authorized(async (token) => {
        const fetchOne = await fileFetcher();
        return afterRetryAfter(() => fetchOne(target, token, signal), signal);
      }),
    );
  }

  /** The generated method of one endpoint: `call` with its arguments, or an upload built from a file. */
  function methodOf(endpoint: AnyEndpoint) {
    if (!endpoint.multipart) return (args?: CallArgs<AnyEndpoint>) => call(endpoint, args);
    return ({ file, fileName, ...args }: UploadArgs<AnyEndpoint>) => {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
      return call(endpoint, { ...args, body: form } as CallArgs<AnyEndpoint>);
    };
  }

  /**
   * The method of an endpoint whose contract loads with its first call (`lazyEndpointModules`): its
   * module is imported then (once: the module system keeps it), and the call made as any other.
   */
  function lazyMethodOf(load: () => Promise<Readonly<Record<string, AnyEndpoint>>>, name: string) {
    return async (args?: unknown) => methodOf((await load())[name]!)(args as never);
  }

  // One method per endpoint, of the same name: the tables are the client's list of methods.
  const generated = Object.fromEntries([
    ...Object.entries(eagerEndpoints)
      // A stream has its reader and a file its `download`: neither is a JSON call.
      .filter(
        ([, endpoint]) => !(endpoint as AnyEndpoint).eventStream && !(endpoint as AnyEndpoint).fileAnswer,
      )
      .map(([name, endpoint]) => [name, methodOf(endpoint)]),
    ...Object.values(lazyEndpointModules).flatMap(({ names, load }) =>
      names.map((name) => [name, lazyMethodOf(load, name)]),
    ),
  ]) as EndpointMethods<Endpoints>;

  return {
    ...generated,
    // Behaviour, written by hand over the generated method of the same name.
    /** Ends this session on the server (when there is one), then forgets the tokens whatever the answer. */
    async logout(): Promise<void> {
      signOuts++;
      const refreshToken = tokens.getRefreshToken() ?? undefined;
      try {
        if (bearer()) await call(eagerEndpoints.logout, { body: { refreshToken } });
      } finally {
        tokens.clear();
      }
    },
    /** Changing the password ends every session; the answer's new session is kept at once. */
    async changePassword(args: CallArgs<typeof eagerEndpoints.changePassword>) {
      const answer = await call(eagerEndpoints.changePassword, args);
      tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
      return answer;
    },
    call,
    refresh,
    /** A file's bytes and name: `api.download(fileDownloadPath(orderId, fileId))`. */
    download,
    /**
     * A single-use address of a file answer (`fileAnswer`: a CSV export, a record's file) that holds
     * a download ticket instead of the bearer token (`POST /downloads`, issue 28): `path` is the
     * file's path under the base URL with its query (`/users/export?status=active`). The answer is a
     * full URL under the base, valid for 60 s, for a plain navigation (an anchor with `download`), so
     * that the browser streams the file to disk and the token goes into no address.
     */
    async downloadLink(path: string, signal?: AbortSignal): Promise<string> {
      const answer = await call(eagerEndpoints.createDownload, {
        body: { path },
        ...(signal ? { signal } : {}),
      });
      return options.baseUrl.replace(/\/+$/, '') + answer.data.url;
    },
    /**
     * Reads the user's notification stream (`GET /notifications/stream`, docs/notifications.md "The
     * live stream") until `signal` aborts or the session ends; resolves then. The access token goes in
     * the Authorization header; refused at open (401), the token is refreshed through the client's
     * own refresh and the stream opened again. A lost or closed connection is opened again after a
     * growing wait with jitter, with `Last-Event-ID` of the last notification received, so that none
     * is missed and none comes twice.
     */
    async streamNotifications(streamOptions: StreamNotificationsOptions): Promise<void> {
      const reader = await (streamReader ??= import('./notification-stream.js'));
      await reader.streamNotifications(
        {
          baseUrl: options.baseUrl,
          fetch: options.fetch ?? ((input, init) => fetch(input, init)),
          bearer,
          hasRefreshToken: () => Boolean(tokens.getRefreshToken()),
          refresh,
          settled: () => refreshing?.catch(() => false) ?? Promise.resolve(),
          signOuts: () => signOuts,
          openTimeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
        streamOptions,
      );
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
