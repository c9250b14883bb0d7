import { api } from '@/lib/api';

export type VerifyEmailChangeCodeBody = Parameters<typeof api.changeEmailVerify>[0]['body'];

/**
 * `POST /email/change-email-otp-verification` (spec §7): the code sent to the new address, traded for
 * the single-use token that `PATCH /email/change` takes.
 */
export const verifyEmailChangeCode = (body: VerifyEmailChangeCodeBody) =>
  api.changeEmailVerify({ body }).then((answer) => answer.data.code);
