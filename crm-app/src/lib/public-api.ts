import { createRequestCore, publicEndpoints, type LoginBody, type LoginResponse } from '@doorline/api-client';
import type { Infer } from 'superstruct';
import { loadServerMessages } from './i18n';

const core = createRequestCore('/api', undefined, { beforeHttpError: loadServerMessages });

/**
 * The sign-in page's calls without the full API client: they need no token and no refresh, and
 * the login page then carries the request core and two endpoints instead of the contract of every
 * screen (its JavaScript budget is checked by `npm run size`).
 */
export const publicApi = {
  login: (body: LoginBody, signal?: AbortSignal) =>
    core.send(publicEndpoints.login, { body, signal }, null) as Promise<LoginResponse>,
  config: () =>
    core.send(publicEndpoints.config, {}, null) as Promise<
      Infer<(typeof publicEndpoints.config)['response']>
    >,
};
