import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { API_PREFIX } from './route.js';

// Google Identity Services (sign-in with Google): its script, its button's frame and styles, and
// its calls; allowed only when a Google client id is set.
// https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The app is a Vite-built SPA: no inline scripts; react-aria and toasts set inline styles. */
export function contentSecurityPolicy(options: { google: boolean }): string {
  const google = options.google ? ` ${GOOGLE_GSI}client` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    `style-src 'self' 'unsafe-inline'${options.google ? ` ${GOOGLE_GSI}style` : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.google ? ` ${GOOGLE_GSI}` : ''}`,
    options.google ? `frame-src ${GOOGLE_GSI}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(API_PREFIX + '/');
}

export function securityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  const csp = contentSecurityPolicy({ google: config.googleClientId !== null });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Request-Id', request.id);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data and tokens: never stored by browsers or proxies.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
