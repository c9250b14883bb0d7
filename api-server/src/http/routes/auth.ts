import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { servedOverHttps } from '../../config.js';
import { currentUser } from '../../domain/account/account.js';
import type { AppContext } from '../context.js';
import { cookieOf, DEVICE_COOKIE, deviceCookieHeader } from '../cookies.js';
import { route } from '../route.js';

export function authRoutes(app: FastifyInstance, { config, database, identity }: AppContext) {
  const https = servedOverHttps(config);
  route(app, identity, endpoints.login, async ({ body, client, request, reply }) => {
    const session = await identity.login(
      body.email,
      body.password,
      client,
      body.twoFactorToken,
      cookieOf(request, DEVICE_COOKIE),
    );
    if ('requiresTwoFactor' in session)
      return { message: 'Two-Factor Authentication required', data: session };
    // The device cookie goes in its header only: the body is read by the app's script.
    const { deviceCookie, ...tokens } = session;
    reply.header('set-cookie', deviceCookieHeader(deviceCookie, https));
    return { message: 'Login successful!', data: tokens };
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
