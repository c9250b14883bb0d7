import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { createGoogleSignIn } from '../../domain/identity/google.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** POST /google/login: sign-in of an existing, active user with a Google ID token. */
export function googleRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const google = createGoogleSignIn(database.db, identity, {
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
    now: config.now,
  });

  route(app, identity, endpoints.googleLogin, async ({ body, client }) => {
    const session = await google.login(body.credential, client);
    return { message: 'Login successful!', data: session };
  });
}
