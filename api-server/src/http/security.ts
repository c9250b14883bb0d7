import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { API_PREFIX } from './route.js';

// The app is a Vite-built SPA: no inline scripts; react-aria and toasts set inline styles.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(API_PREFIX + '/');
}

export function securityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Request-Id', request.id);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data and tokens: never stored by browsers or proxies.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
