import { LoginBody, LoginResponse, PublicConfigResponse } from './auth.js';
import { endpoint } from './endpoint.js';

/**
 * The endpoints of the sign-in page, apart from the full table: the login page loads these and
 * the request core only, not the contract of every screen (its JavaScript budget, `npm run size`).
 */
export const publicEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    body: LoginBody,
    response: LoginResponse,
    access: 'public',
  }),
  config: endpoint({ method: 'GET', path: '/config', response: PublicConfigResponse, access: 'public' }),
} as const;
