import type { FastifyInstance } from 'fastify';
import { administrationAccess, endpoints } from '@doorline/api-client';
import { createInvites } from '../../domain/identity/invites.js';
import { createAccountService } from '../../domain/identity/recovery.js';
import type { IdentityServices } from '../../domain/identity/services.js';
import type { AppContext } from '../context.js';
import { publicRoute, route } from '../route.js';

/** Dealer invites and reinvites: users.invite for an organization user, dealer.users for a dealer user. */
const INVITE = administrationAccess.inviteUsers;

export const CODE_SENT_BY_EMAIL = 'An OTP code has been sent to your email.';

/** Registration, password recovery and change, e-mail change and two-factor (spec §4, §7). */
export function identityRoutes(app: FastifyInstance, context: AppContext, services: IdentityServices) {
  const { identity, config, database } = context;
  const { codes, messages, twoFactor } = services;
  const deps = { db: database.db, identity, codes, messages, now: config.now };
  const account = createAccountService(deps);
  const invites = createInvites({ ...deps, publicUrl: config.publicUrl });

  publicRoute(app, endpoints.phoneVerify, async ({ body, client }) => {
    await invites.sendPhoneCode(body, client);
    return { message: 'OTP sent to phone' };
  });

  publicRoute(app, endpoints.register, async ({ body, client }) => invites.register(body, client));

  publicRoute(app, endpoints.forgotPassword, async ({ body }) => {
    await account.forgotPassword(body.email);
    return { message: CODE_SENT_BY_EMAIL };
  });

  publicRoute(app, endpoints.forgotPasswordVerify, async ({ body, client }) => {
    const code = await account.verifyForgotCode(body.email, body.code, client);
    return { message: 'OTP code verified successfully.', data: { code } };
  });

  publicRoute(app, endpoints.resetPassword, async ({ body, client }) => {
    await account.resetPassword(body.email, body.code, body.password, client);
    return { message: 'Your password has been reset.' };
  });

  route(app, identity, endpoints.changePassword, 'self', async ({ body, user, client }) => {
    const session = await account.changePassword(user.id, body.oldPassword, body.newPassword, client);
    return { message: 'Password changed successful!', data: session };
  });

  route(app, identity, endpoints.emailOtp, 'self', async ({ body, user, client }) => {
    await account.requestEmailChange(user.id, body.email, body.password, client);
    return { message: CODE_SENT_BY_EMAIL };
  });

  route(app, identity, endpoints.changeEmail, 'self', async ({ body, user, client }) => {
    await account.changeEmail(user.id, body.email, body.code, client);
    return { message: 'Email successfully changed' };
  });

  route(app, identity, endpoints.twoFactorGenerate, 'self', async ({ user }) => ({
    data: await twoFactor.generate(user.id),
  }));

  route(app, identity, endpoints.twoFactorSendOtp, 'self', async ({ params, user }) => {
    await twoFactor.sendOtp(user.id, params.type);
    return { message: `OTP sent via ${params.type.toUpperCase()}` };
  });

  route(app, identity, endpoints.twoFactorEnable, 'self', async ({ body, user, client }) => {
    await twoFactor.enable(user.id, body, client);
    return { message: '2FA enabled successfully.' };
  });

  route(app, identity, endpoints.twoFactorDisable, 'self', async ({ body, user, client }) => {
    await twoFactor.disable(user.id, body, client);
    return { message: 'Two-factor authentication has been disabled.' };
  });

  // Invites (docs/permissions.md).
  route(app, identity, endpoints.inviteOrganization, 'users.invite', async ({ body, user }) => ({
    message: 'Invite user to organization successful!',
    data: await invites.invite(user, 'organization', body),
  }));

  route(app, identity, endpoints.inviteDealer, INVITE, async ({ body, user }) => ({
    message: 'Invite user to dealer successful!',
    data: await invites.invite(user, 'dealer', body),
  }));

  route(app, identity, endpoints.inviteUser, INVITE, async ({ body, user }) => ({
    message: `Invite user to ${body.type} successful!`,
    data: await invites.invite(user, body.type, body),
  }));

  route(app, identity, endpoints.reinvite, INVITE, async ({ params, user }) => {
    await invites.reinvite(user, params.id);
    return { message: 'Reinvite user successful!' };
  });

  route(app, identity, endpoints.approveUser, 'users.approve', async ({ body, user }) => {
    const data = await invites.approve(user, body.userId, body.approve);
    return { message: body.approve ? 'Approve user successful!' : 'Reject user successful!', data };
  });
}
