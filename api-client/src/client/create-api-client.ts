import type { Infer } from 'superstruct';
import type { AnyEndpoint, Endpoint } from '../contract/endpoint.js';
import { endpoints, orderActionEndpoints, subOrderActionEndpoints } from '../contract/endpoints.js';
import type { OrderAction, SubOrderAction } from '../contract/sales-flow.js';
import { HttpError } from './errors.js';
import { createRequestCore, type CallOptions } from './request.js';
import type { TokenStore } from './tokens.js';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://127.0.0.1:3000/api` in Node. */
  baseUrl: string;
  tokens: TokenStore;
  /** Called once the session is lost: a refresh failed, so both tokens were cleared. */
  onLogout?: () => void;
  fetch?: typeof fetch;
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
  const core = createRequestCore(options.baseUrl, options.fetch);
  const { tokens } = options;
  let refreshing: Promise<boolean> | null = null;

  const bearer = () => tokens.getAccessToken() || tokens.getRefreshToken() || null;

  function logout() {
    tokens.clear();
    options.onLogout?.();
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
        const answer = (await core.send(endpoints.refreshToken, { body: { refreshToken } }, null)) as Infer<
          (typeof endpoints.refreshToken)['response']
        >;
        tokens.setTokens({ accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token });
        return true;
      } catch (error) {
        // Only a definite "no" from the server ends the session; a network blip does not.
        if (error instanceof HttpError) logout();
        else throw error;
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<E extends AnyEndpoint>(endpoint: E, args?: CallArgs<E>): Promise<ResponseOf<E>> {
    const opts = (args ?? {}) as CallOptions<unknown, unknown, unknown>;
    if (endpoint.public) return (await core.send(endpoint, opts, null)) as ResponseOf<E>;

    // A refresh already under way means the token we hold is stale: wait for the new one.
    if (refreshing) await refreshing.catch(() => false);
    const sentWith = bearer();
    try {
      return (await core.send(endpoint, opts, sentWith)) as ResponseOf<E>;
    } catch (error) {
      if (!isAuthFailure(error) || !tokens.getRefreshToken()) throw error;
      // Another call may have refreshed while this one was in flight.
      const renewed = bearer() !== sentWith || (await refresh());
      if (!renewed) throw error;
      return (await core.send(endpoint, opts, bearer())) as ResponseOf<E>;
    }
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
      lookup: (query: QueryOf<typeof endpoints.dealers>, signal?: AbortSignal) =>
        call(endpoints.dealers, { query, signal }),
      users: (id: number, signal?: AbortSignal) => call(endpoints.dealerUsers, { params: { id }, signal }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
