import type { Infer } from 'superstruct';
import type { AnyEndpoint, Endpoint } from '../contract/endpoint.js';
import { endpoints, orderActionEndpoints, subOrderActionEndpoints } from '../contract/endpoints.js';
import type { OrderAction, SubOrderAction } from '../contract/sales-flow.js';
import { HttpError } from './errors.js';
import { createDownload, type DownloadedFile } from './download.js';
import {
  createRequestCore,
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
  /** The same limit for an upload (`FormData`) or a `files.download`; default 300 000 (5 minutes). */
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

/* eslint-disable @typescript-eslint/no-explicit-any -- extracting from invariant structs */
type BodyOf<E> = E extends Endpoint<infer B, any, any, any> ? B : never;
type QueryOf<E> = E extends Endpoint<any, any, infer Q, any> ? Q : never;
type ParamsOf<E> = E extends Endpoint<any, any, any, infer P> ? P : never;
type ResponseOf<E> = E extends Endpoint<any, infer R, any, any> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The options a call takes: only the parts its endpoint defines. */
export type CallArgs<E extends AnyEndpoint> = (BodyOf<E> extends undefined
  ? { body?: never }
  : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: never } : { query?: QueryOf<E> }) &
  (ParamsOf<E> extends undefined ? { params?: never } : { params: ParamsOf<E> }) & { signal?: AbortSignal };

export type { OrderAction, SubOrderAction } from '../contract/sales-flow.js';

const isAuthFailure = (error: unknown) =>
  error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * The client: a request core, an auth layer (bearer token, one refresh in flight, one retry)
 * and one typed function per endpoint.
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
  const fetchFile = createDownload(options.baseUrl, options.fetch, limits);
  const { tokens } = options;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 10;
  let refreshing: Promise<boolean> | null = null;

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
          core.send(endpoints.refreshToken, { body: { refreshToken } }, null),
        )) as Infer<(typeof endpoints.refreshToken)['response']>;
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
    if (endpoint.public) return (await settled(once(null))) as ResponseOf<E>;
    return (await settled(authorized(once))) as ResponseOf<E>;
  }

  /**
   * An authenticated GET of a file through the same token, refresh and retry path as every call:
   * `target` is a path under the base URL (e.g. `fileDownloadPath(orderId, fileId)`) or a full URL
   * that starts with it.
   */
  function download(target: string, signal?: AbortSignal): Promise<DownloadedFile> {
    return settled(authorized((token) => afterRetryAfter(() => fetchFile(target, token, signal), signal)));
  }

  return {
    call,
    refresh,
    health: (args?: CallArgs<typeof endpoints.health>) => call(endpoints.health, args),
    auth: {
      login: (body: BodyOf<typeof endpoints.login>, signal?: AbortSignal) =>
        call(endpoints.login, { body, signal } as CallArgs<typeof endpoints.login>),
      refreshToken: (body: BodyOf<typeof endpoints.refreshToken>) =>
        call(endpoints.refreshToken, { body } as CallArgs<typeof endpoints.refreshToken>),
      getMe: (signal?: AbortSignal) => call(endpoints.getMe, { signal } as CallArgs<typeof endpoints.getMe>),
      config: () => call(endpoints.config),
      register: (body: BodyOf<typeof endpoints.register>) => call(endpoints.register, { body }),
      phoneVerify: (body: BodyOf<typeof endpoints.phoneVerify>) => call(endpoints.phoneVerify, { body }),
      forgotPassword: (body: BodyOf<typeof endpoints.forgotPassword>) =>
        call(endpoints.forgotPassword, { body }),
      forgotPasswordVerify: (body: BodyOf<typeof endpoints.forgotPasswordVerify>) =>
        call(endpoints.forgotPasswordVerify, { body }),
      resetPassword: (body: BodyOf<typeof endpoints.resetPassword>) =>
        call(endpoints.resetPassword, { body }),
      googleLogin: (body: BodyOf<typeof endpoints.googleLogin>) => call(endpoints.googleLogin, { body }),
      /** Changing the password ends every session; the answer's new session is kept at once. */
      async changePassword(body: BodyOf<typeof endpoints.changePassword>) {
        const answer = await call(endpoints.changePassword, { body });
        tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
        return answer;
      },
      emailOtp: (body: BodyOf<typeof endpoints.emailOtp>) => call(endpoints.emailOtp, { body }),
      changeEmail: (body: BodyOf<typeof endpoints.changeEmail>) => call(endpoints.changeEmail, { body }),
      sessions: (signal?: AbortSignal) => call(endpoints.sessions, { signal }),
      revokeSession: (id: string) => call(endpoints.revokeSession, { params: { id } }),
      revokeOtherSessions: () => call(endpoints.revokeOtherSessions),
      /** Ends this session on the server, then forgets the tokens whatever the answer. */
      async logout() {
        const refreshToken = tokens.getRefreshToken() ?? undefined;
        try {
          if (bearer())
            await call(endpoints.logout, { body: { refreshToken } } as CallArgs<typeof endpoints.logout>);
        } finally {
          tokens.clear();
        }
      },
    },
    twoFactor: {
      generate: () => call(endpoints.twoFactorGenerate),
      enable: (body: BodyOf<typeof endpoints.twoFactorEnable>) => call(endpoints.twoFactorEnable, { body }),
      disable: (body: BodyOf<typeof endpoints.twoFactorDisable>) =>
        call(endpoints.twoFactorDisable, { body }),
      sendOtp: (type: 'sms' | 'email') => call(endpoints.twoFactorSendOtp, { params: { type } }),
    },
    users: {
      me: (signal?: AbortSignal) => call(endpoints.usersMe, { signal }),
      updateMe: (body: BodyOf<typeof endpoints.updateMe>) => call(endpoints.updateMe, { body }),
      /** Uploads a photo as multipart (`file` field); the server checks its content. */
      addPhoto(file: Blob, fileName = 'photo') {
        const form = new FormData();
        form.append('file', file, fileName);
        return call(endpoints.addPhoto, { body: form });
      },
      removePhoto: () => call(endpoints.removePhoto),
      inviteOrganization: (body: BodyOf<typeof endpoints.inviteOrganization>) =>
        call(endpoints.inviteOrganization, { body }),
      inviteDealer: (body: BodyOf<typeof endpoints.inviteDealer>) => call(endpoints.inviteDealer, { body }),
      reinvite: (id: number) => call(endpoints.reinvite, { params: { id } }),
      approve: (body: BodyOf<typeof endpoints.approveUser>) => call(endpoints.approveUser, { body }),
      list: (query: QueryOf<typeof endpoints.listUsers>, signal?: AbortSignal) =>
        call(endpoints.listUsers, { query, signal }),
      get: (id: number, signal?: AbortSignal) => call(endpoints.getUser, { params: { id }, signal }),
      permissions: (id: number, signal?: AbortSignal) =>
        call(endpoints.userPermissions, { params: { id }, signal }),
      audit: (id: number, query: QueryOf<typeof endpoints.userAudit> = {}, signal?: AbortSignal) =>
        call(endpoints.userAudit, { params: { id }, query, signal }),
      /** `PATCH /users`, the same change as `updateMe`. */
      update: (body: BodyOf<typeof endpoints.updateUser>) => call(endpoints.updateUser, { body }),
      invite: (body: BodyOf<typeof endpoints.inviteUser>) => call(endpoints.inviteUser, { body }),
      changeRole: (userId: number, roleId: number) =>
        call(endpoints.changeUserRole, { params: { userId, roleId } }),
      changeStatus: (id: number, status: BodyOf<typeof endpoints.changeUserStatus>['status']) =>
        call(endpoints.changeUserStatus, { params: { id }, body: { status } }),
    },
    roles: {
      list: (query: QueryOf<typeof endpoints.listRoles> = {}, signal?: AbortSignal) =>
        call(endpoints.listRoles, { query, signal }),
      get: (id: number, signal?: AbortSignal) => call(endpoints.getRole, { params: { id }, signal }),
      permissions: (query: QueryOf<typeof endpoints.listPermissions> = {}, signal?: AbortSignal) =>
        call(endpoints.listPermissions, { query, signal }),
      audit: (id: number, query: QueryOf<typeof endpoints.roleAudit> = {}, signal?: AbortSignal) =>
        call(endpoints.roleAudit, { params: { id }, query, signal }),
      create: (body: BodyOf<typeof endpoints.createRole>) => call(endpoints.createRole, { body }),
      updatePermissions: (roleId: number, permissionIds: number[]) =>
        call(endpoints.updateRolePermissions, { params: { roleId }, body: { permissionIds } }),
      setStatus: (id: number, isActive: boolean) =>
        call(endpoints.setRoleStatus, { params: { id }, body: { isActive } }),
    },
    dev: {
      outbox: (signal?: AbortSignal) => call(endpoints.devOutbox, { signal }),
    },
    orders: {
      mainOrders: (query: QueryOf<typeof endpoints.mainOrders>, signal?: AbortSignal) =>
        call(endpoints.mainOrders, { query, signal }),
      subOrders: (query: QueryOf<typeof endpoints.subOrders>, signal?: AbortSignal) =>
        call(endpoints.subOrders, { query, signal }),
      details: (id: number, signal?: AbortSignal) => call(endpoints.orderDetails, { params: { id }, signal }),
      create: (body: BodyOf<typeof endpoints.createOrder>) => call(endpoints.createOrder, { body }),
      update: (id: number, body: BodyOf<typeof endpoints.updateOrder>) =>
        call(endpoints.updateOrder, { params: { id }, body }),
      assignDealer: (id: number, dealerId: number) =>
        call(endpoints.assignDealer, { params: { id }, body: { dealerId } }),
      /** submit, approve, cancel, confirm, reject, unhold: on a main order, or a sub-order. */
      act: (action: OrderAction, id: number, options: { isSubOrder?: boolean } = {}) =>
        call(orderActionEndpoints[action], {
          params: { id },
          query: options.isSubOrder === undefined ? {} : { isSubOrder: options.isSubOrder },
        }),
      /** start-production, warehouse, hold, deliver, complete: sub-orders of one main order. */
      actOnSubOrders: (action: SubOrderAction, mainId: number, ids: number[]) =>
        call(subOrderActionEndpoints[action], { params: { id: mainId }, body: { ids } }),
      items: (orderId: number, query: QueryOf<typeof endpoints.orderItems> = {}, signal?: AbortSignal) =>
        call(endpoints.orderItems, { params: { orderId }, query, signal }),
      addItem: (body: BodyOf<typeof endpoints.createItem>) => call(endpoints.createItem, { body }),
      comments: (id: number, signal?: AbortSignal) =>
        call(endpoints.orderComments, { params: { id }, signal }),
      addComment: (id: number, body: string) =>
        call(endpoints.addComment, { params: { id }, body: { body } }),
      files: (id: number, signal?: AbortSignal) => call(endpoints.orderFiles, { params: { id }, signal }),
      addFile(id: number, file: Blob, fileName = 'file') {
        const form = new FormData();
        form.append('file', file, fileName);
        return call(endpoints.addFile, { params: { id }, body: form });
      },
      deleteFile: (id: number, fileId: number) => call(endpoints.deleteFile, { params: { id, fileId } }),
    },
    dealers: {
      /** The dealers list, and the look-up of the filters and the quote form (`limit: 20`, `hasMore`). */
      list: (query: QueryOf<typeof endpoints.dealers>, signal?: AbortSignal) =>
        call(endpoints.dealers, { query, signal }),
      get: (id: number, signal?: AbortSignal) => call(endpoints.dealer, { params: { id }, signal }),
      create: (body: BodyOf<typeof endpoints.createDealer>) => call(endpoints.createDealer, { body }),
      /** One section: `{ name, description, discount }`, `{ contact }`, `{ responsibleContact }` or `{ status }`. */
      update: (id: number, body: BodyOf<typeof endpoints.updateDealer>) =>
        call(endpoints.updateDealer, { params: { id }, body }),
      users: (id: number, signal?: AbortSignal) => call(endpoints.dealerUsers, { params: { id }, signal }),
      audit: (id: number, query: QueryOf<typeof endpoints.dealerAudit> = {}, signal?: AbortSignal) =>
        call(endpoints.dealerAudit, { params: { id }, query, signal }),
    },
    files: {
      /** A file's bytes and name: `api.files.download(fileDownloadPath(orderId, fileId))`. */
      download,
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
