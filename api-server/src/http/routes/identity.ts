import { createInvites } from '../../domain/identity/invites.js';
import { createAccountService } from '../../domain/identity/recovery.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

export const CODE_SENT_BY_EMAIL = 'An OTP code has been sent to your email.';
/** Spec §8: a code traded for its single-use token (the forgotten password's and the e-mail change's). */
const CODE_VERIFIED = 'OTP code verified successfully.';

/** Registration, password recovery and change, e-mail change and two-factor (spec §4, §7). */
export default routeModule((app, context) => {
  const { identity, config, database } = context;
  const { codes, messages, twoFactor } = context.services;
  const deps = { db: database.db, identity, codes, messages, now: config.now };
  const account = createAccountService(deps);
  const invites = createInvites({ ...deps, publicUrl: config.publicUrl });

  bindArea(app, context, 'identity', {
    phoneVerify: async ({ body, client }) => {
      await invites.sendPhoneCode(body, client);
      return { message: 'OTP sent to phone' };
    },

    register: async ({ body, client }) => invites.register(body, client),

    forgotPassword: async ({ body }) => {
      await account.forgotPassword(body.email);
      return { message: CODE_SENT_BY_EMAIL };
    },

    forgotPasswordVerify: async ({ body, client }) => {
      const code = await account.verifyForgotCode(body.email, body.code, client);
      return { message: CODE_VERIFIED, data: { code } };
    },

    resetPassword: async ({ body, client }) => {
      await account.resetPassword(body.email, body.code, body.password, client);
      return { message: 'Your password has been reset.' };
    },

    changePassword: async ({ body, user, client }) => {
      const session = await account.changePassword(
        user.id,
        body.oldPassword,
        body.newPassword,
        client,
        user.sessionId,
      );
      return { message: 'Password changed successful!', data: session };
    },

    emailOtp: async ({ body, user, client }) => {
      await account.requestEmailChange(user.id, body.email, body.password, client);
      return { message: CODE_SENT_BY_EMAIL };
    },

    changeEmailVerify: async ({ body, user, client }) => {
      const code = await account.verifyEmailChangeCode(user.id, body.email, body.code, client);
      return { message: CODE_VERIFIED, data: { code } };
    },

    changeEmail: async ({ body, user, client }) => {
      await account.changeEmail(user.id, body.email, body.code, client);
      return { message: 'Email successfully changed' };
    },

    twoFactorGenerate: async ({ user }) => ({
      data: await twoFactor.generate(user.id),
    }),

    twoFactorSendOtp: async ({ params, user }) => {
      await twoFactor.sendOtp(user.id, params.type);
      return { message: `OTP sent via ${params.type.toUpperCase()}` };
    },

    twoFactorEnable: async ({ body, user, client }) => {
      await twoFactor.enable(user.id, body, client);
      return { message: '2FA enabled successfully.' };
    },

    twoFactorDisable: async ({ body, user, client }) => {
      await twoFactor.disable(user.id, body, client);
      return { message: 'Two-factor authentication has been disabled.' };
    },

    // Invites (docs/permissions.md): into the organization, to a dealer, or as the body's type says.
    inviteOrganization: async ({ body, user, scope }) => ({
      message: 'Invite user to organization successful!',
      data: await invites.invite(user, scope, 'organization', body),
    }),

    inviteDealer: async ({ body, user, scope }) => ({
      message: 'Invite user to dealer successful!',
      data: await invites.invite(user, scope, 'dealer', body),
    }),

    inviteUser: async ({ body, user, scope }) => ({
      message: `Invite user to ${body.type} successful!`,
      data: await invites.invite(user, scope, body.type, body),
    }),

    reinvite: async ({ params, user, scope }) => {
      await invites.reinvite(user, scope, params.id);
      return { message: 'Reinvite user successful!' };
    },

    approveUser: async ({ body, user, scope }) => {
      const data = await invites.approve(user, scope, body.userId, body.approve);
      return { message: body.approve ? 'Approve user successful!' : 'Reject user successful!', data };
    },
  });
});
