import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { createInvites } from '../../domain/identity/invites.js';
import { createAccountService } from '../../domain/identity/recovery.js';
import type { IdentityServices } from '../../domain/identity/services.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

export const CODE_SENT_BY_EMAIL = 'An OTP code has been sent to your email.';
/** Spec §8: a code traded for its single-use token (the forgotten password's and the e-mail change's). */
const CODE_VERIFIED = 'OTP code verified successfully.';

/** Registration, password recovery and change, e-mail change and two-factor (spec §4, §7). */
export function identityRoutes(app: FastifyInstance, context: AppContext, services: IdentityServices) {
  const { identity, config, database } = context;
  const { codes, messages, twoFactor } = services;
  const deps = { db: database.db, identity, codes, messages, now: config.now };
  const account = createAccountService(deps);
  const invites = createInvites({ ...deps, publicUrl: config.publicUrl });

  route(app, identity, endpoints.phoneVerify, async ({ body, client }) => {
    await invites.sendPhoneCode(body, client);
    return { message: 'OTP sent to phone' };
  });

  route(app, identity, endpoints.register, async ({ body, client }) => invites.register(body, client));

  route(app, identity, endpoints.forgotPassword, async ({ body }) => {
    await account.forgotPassword(body.email);
    return { message: CODE_SENT_BY_EMAIL };
  });

  route(app, identity, endpoints.forgotPasswordVerify, async ({ body, client }) => {
    const code = await account.verifyForgotCode(body.email, body.code, client);
    return { message: CODE_VERIFIED, data: { code } };
  });

  route(app, identity, endpoints.resetPassword, async ({ body, client }) => {
    await account.resetPassword(body.email, body.code, body.password, client);
    return { message: 'Your password has been reset.' };
  });

  route(app, identity, endpoints.changePassword, async ({ body, user, client }) => {
    const session = await account.changePassword(
      user.id,
      body.oldPassword,
      body.newPassword,
      client,
      user.sessionId,
    );
    return { message: 'Password changed successful!', data: session };
  });

  route(app, identity, endpoints.emailOtp, async ({ body, user, client }) => {
    await account.requestEmailChange(user.id, body.email, body.password, client);
    return { message: CODE_SENT_BY_EMAIL };
  });

  route(app, identity, endpoints.changeEmailVerify, async ({ body, user, client }) => {
    const code = await account.verifyEmailChangeCode(user.id, body.email, body.code, client);
    return { message: CODE_VERIFIED, data: { code } };
  });

  route(app, identity, endpoints.changeEmail, async ({ body, user, client }) => {
    await account.changeEmail(user.id, body.email, body.code, client);
    return { message: 'Email successfully changed' };
  });

  route(app, identity, endpoints.twoFactorGenerate, async ({ user }) => ({
    data: await twoFactor.generate(user.id),
  }));

  route(app, identity, endpoints.twoFactorSendOtp, async ({ params, user }) => {
    await twoFactor.sendOtp(user.id, params.type);
    return { message: `OTP sent via ${params.type.toUpperCase()}` };
  });

  route(app, identity, endpoints.twoFactorEnable, async ({ body, user, client }) => {
    await twoFactor.enable(user.id, body, client);
    return { message: '2FA enabled successfully.' };
  });

  route(app, identity, endpoints.twoFactorDisable, async ({ body, user, client }) => {
    await twoFactor.disable(user.id, body, client);
    return { message: 'Two-factor authentication has been disabled.' };
  });

  // Invites (docs/permissions.md): into the organization, to a dealer, or as the body's type says.
  route(app, identity, endpoints.inviteOrganization, async ({ body, user }) => ({
    message: 'Invite user to organization successful!',
    data: await invites.invite(user, 'organization', body),
  }));

  route(app, identity, endpoints.inviteDealer, async ({ body, user }) => ({
    message: 'Invite user to dealer successful!',
    data: await invites.invite(user, 'dealer', body),
  }));

  route(app, identity, endpoints.inviteUser, async ({ body, user }) => ({
    message: `Invite user to ${body.type} successful!`,
    data: await invites.invite(user, body.type, body),
  }));

  route(app, identity, endpoints.reinvite, async ({ params, user }) => {
    await invites.reinvite(user, params.id);
    return { message: 'Reinvite user successful!' };
  });

  route(app, identity, endpoints.approveUser, async ({ body, user }) => {
    const data = await invites.approve(user, body.userId, body.approve);
    return { message: body.approve ? 'Approve user successful!' : 'Reject user successful!', data };
  });
}
