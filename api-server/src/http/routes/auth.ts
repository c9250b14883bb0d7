import { servedOverHttps } from '../../config.js';
import { currentUser } from '../../domain/account/account.js';
import { createGoogleSignIn } from '../../domain/identity/google.js';
import { bindArea } from '../bind.js';
import { cookieOf, DEVICE_COOKIE, deviceCookieHeader } from '../cookies.js';
import { routeModule } from '../route-modules.js';

/** Signing in (with a password, or an existing, active user's Google ID token) and out, the refresh. */
export default routeModule((app, context) => {
  const { config, database, identity } = context;
  const https = servedOverHttps(config);
  const google = createGoogleSignIn(database.db, identity, {
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
    now: config.now,
  });

  bindArea(app, context, 'auth', {
    login: async ({ body, client, request, reply }) => {
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
    },
    refreshToken: async ({ body, client }) => {
      const pair = await identity.refresh(body.refreshToken, client);
      return { data: { access_token: pair.accessToken, refresh_token: pair.refreshToken } };
    },
    getMe: ({ user }) => currentUser(database.db, user.id),
    logout: async ({ body, user }) => {
      await identity.logout(user.id, body.refreshToken);
      return { message: 'Logged out' };
    },
    googleLogin: async ({ body, client }) => {
      const session = await google.login(body.credential, client);
      return { message: 'Login successful!', data: session };
    },
  });
});
