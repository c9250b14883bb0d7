import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { currentUser } from '../../domain/account/account.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

export function authRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  route(app, identity, endpoints.login, async ({ body, client }) => {
    const session = await identity.login(body.email, body.password, client, body.twoFactorToken);
    if ('requiresTwoFactor' in session)
      return { message: 'Two-Factor Authentication required', data: session };
    return { message: 'Login successful!', data: session };
  });

  route(app, identity, endpoints.refreshToken, async ({ body, client }) => {
    const pair = await identity.refresh(body.refreshToken, client);
    return { data: { access_token: pair.accessToken, refresh_token: pair.refreshToken } };
  });

  route(app, identity, endpoints.getMe, ({ user }) => currentUser(database.db, user.id));

  route(app, identity, endpoints.logout, async ({ body, user }) => {
    await identity.logout(user.id, body.refreshToken);
    return { message: 'Logged out' };
  });
}
