import type { FastifyRequest } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { DEVICE_COOKIE_SECONDS } from '../domain/identity/device-cookies.js';
import { API_PREFIX } from './route.js';

/** The device cookie of OWASP's scheme (domain/identity/device-cookies.ts; docs/identity.md "Brute force"). */
export const DEVICE_COOKIE = 'doorline_device';

/** The value of the request's cookie `name`, or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * The `Set-Cookie` of a device cookie: for the sign-in's path only (no other request carries it),
 * unreadable by scripts (HttpOnly), never sent from another site (SameSite=Strict), and only over
 * https when the app is served so (`secure`: PUBLIC_URL starts with https://).
 */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${API_PREFIX}${endpoints.login.path}`,
    `Max-Age=${DEVICE_COOKIE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
