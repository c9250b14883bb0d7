import { oneOf, documented } from './json-schema.js';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import {
  AccountType,
  EMAIL_PATTERN,
  Email,
  OtpCode,
  Phone,
  PositiveIntParam,
  Timestamp,
  UserStatus,
} from './common.js';
import { userFields } from './user-fields.js';
import { SessionTokens } from './auth.js';

// Identity and the personal area (issue 4): spec §4 "Forgot password", "Change email",
// "Two-factor", §5 and §7 "Auth", "Two-factor", "Users"; docs/identity.md for what is beyond them.

/** A string of `min`..`max` characters, with the spec's message when it is too short. */
export function text(min: number, max: number, tooShort: string) {
  const struct = refine(string(), 'length', (value) => {
    if (value.length < min) return tooShort;
    if (value.length > max) return `Must be at most ${max} characters.`;
    return true;
  });
  return documented(struct, { minLength: min, maxLength: max });
}

/** A password chosen at registration: 6 to 128 characters (spec §5, docs/identity.md). */
export const RegistrationPassword = text(6, 128, 'Password must be at least 6 characters.');
/** A password chosen at reset or change: 8 to 128 characters. */
export const NewPassword = text(8, 128, 'Password must be at least 8 characters');
/** The password a person types to prove who they are. */
export const CurrentPassword = text(1, 128, 'Required');

/** The answer of `POST /password/forgot/verify`: a single-use token that allows the reset. */
export const ResetToken = size(string(), 6, 256);

export const TwoFactorMethod = enums(['app', 'sms', 'email']);
export type TwoFactorMethod = Infer<typeof TwoFactorMethod>;

export const CodeChannel = enums(['sms', 'email']);
export type CodeChannel = Infer<typeof CodeChannel>;

/** Name at least 2 characters (spec §9 "Name ... minimum 2"). */
export const PersonName = text(2, 200, 'Must be at least 2.');

/** The longest each field of a contact may be: the contract's limit and the forms' `maxLength`. */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 50, mobile: 50, fax: 50 } as const;

/** A contact as a form sends it (spec §5 "Contact forms"): name required, email optional and valid. */
export const ContactInput = object({
  name: text(1, CONTACT_LIMITS.name, 'REQUIRED'),
  phone: optional(nullable(size(string(), 0, CONTACT_LIMITS.phone))),
  email: optional(
    nullable(
      refine(size(string(), 0, CONTACT_LIMITS.email), 'email', (value) =>
        value === '' || EMAIL_PATTERN.test(value) ? true : 'EMAIL INVALID',
      ),
    ),
  ),
  mobile: optional(nullable(size(string(), 0, CONTACT_LIMITS.mobile))),
  fax: optional(nullable(size(string(), 0, CONTACT_LIMITS.fax))),
});
export type ContactInput = Infer<typeof ContactInput>;

/* ---------- registration ---------- */

export const RegisterBody = object({
  email: Email,
  /** The invite code from the e-mailed link. */
  code: OtpCode,
  phone: Phone,
  password: RegistrationPassword,
  phoneCode: refine(string(), 'phoneCode', (value) =>
    /^\d{6}$/.test(value) ? true : 'Phone code is required',
  ),
});
export type RegisterBody = Infer<typeof RegisterBody>;

/** Signed in, or waiting for an administrator (a user invited by a dealer user). */
export const RegisterResponse = type({
  message: string(),
  data: oneOf([SessionTokens, type({ pendingApproval: literal(true) })]),
});
export type RegisterResponse = Infer<typeof RegisterResponse>;

/** Sends the phone code of registration; the invite (email and code) proves the caller may. */
export const PhoneVerifyBody = object({ phone: Phone, email: Email, code: OtpCode });
export type PhoneVerifyBody = Infer<typeof PhoneVerifyBody>;

/* ---------- password ---------- */

export const ForgotPasswordBody = object({ email: Email });
export const ForgotVerifyBody = object({
  email: Email,
  code: refine(string(), 'code', (value) => (/^\d{6}$/.test(value) ? true : 'Enter the 6-digit code')),
});
export const ForgotVerifyResponse = type({ message: string(), data: type({ code: string() }) });
export const ResetPasswordBody = object({ email: Email, code: ResetToken, password: NewPassword });
export const ChangePasswordBody = object({ oldPassword: CurrentPassword, newPassword: NewPassword });
/** Changing the password ends every session, this one included; it answers the new session. */
export const ChangePasswordResponse = type({ message: string(), data: SessionTokens });

/* ---------- e-mail change ---------- */

/** Step 1 (`POST /email/otp-verification`): the new address and the current password; a code goes to the new address. */
export const EmailOtpBody = object({ email: Email, password: CurrentPassword });
/**
 * Step 2 (`POST /email/change-email-otp-verification`, spec §7): the new address and the code it
 * received; answers `data.code`, a single-use token for step 3 (issue 40).
 */
export const ChangeEmailVerifyBody = object({ email: Email, code: OtpCode });
export const ChangeEmailVerifyResponse = type({ message: string(), data: type({ code: string() }) });
/** Step 3 (`PATCH /email/change`): the new address and step 2's token (not the e-mailed code). */
export const ChangeEmailBody = object({ email: Email, code: ResetToken });

/* ---------- two-factor ---------- */

export const TwoFactorSetup = type({ secret: string(), qrCodeDataURL: string() });
export const TwoFactorSetupResponse = type({ data: TwoFactorSetup });
export const EnableTwoFactorBody = object({
  twoFactorType: TwoFactorMethod,
  token: refine(string(), 'token', (value) => (/^\d{6}$/.test(value) ? true : 'OTP is required')),
  /** The secret of `GET /2fa/generate`; required for `app`. */
  secret: optional(text(6, 128, 'Secret is required')),
});
export type EnableTwoFactorBody = Infer<typeof EnableTwoFactorBody>;
export const DisableTwoFactorBody = object({
  twoFactorType: TwoFactorMethod,
  token: refine(string(), 'token', (value) => (/^\d{6}$/.test(value) ? true : 'OTP code is required')),
});
export type DisableTwoFactorBody = Infer<typeof DisableTwoFactorBody>;
export const SendOtpParams = object({ type: CodeChannel });

/* ---------- Google ---------- */

export const GoogleLoginBody = object({ credential: size(string(), 1, 8192) });
export const GoogleLoginResponse = type({ message: string(), data: SessionTokens });

/* ---------- profile ---------- */

/** `PATCH /users/me`; the e-mail changes only through the code flow of `/email/*`. */
export const UpdateMeBody = object({
  name: optional(PersonName),
  phone: optional(nullable(Phone)),
  contact: optional(ContactInput),
});
export type UpdateMeBody = Infer<typeof UpdateMeBody>;

/** Photo uploads: at most 5 MB, JPEG, PNG or WebP checked by content. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 25_000_000;

/* ---------- sessions (beyond the spec: /system lists them) ---------- */

export const SessionInfo = type({
  id: string(),
  userAgent: nullable(string()),
  ip: nullable(string()),
  createdAt: Timestamp,
  lastUsedAt: nullable(Timestamp),
  current: boolean(),
});
export type SessionInfo = Infer<typeof SessionInfo>;
export const SessionsResponse = type({ data: array(SessionInfo) });
export const SessionParams = object({ id: size(string(), 1, 64) });

/* ---------- invites (the admin screens come later; the server and client are here) ---------- */

export const InviteBody = object({
  name: PersonName,
  email: Email,
  phone: Phone,
  roleId: PositiveIntParam,
  /** Required when an organization user invites to a dealer; a dealer user invites to their own. */
  dealerId: optional(PositiveIntParam),
});
export type InviteBody = Infer<typeof InviteBody>;

export const UserSummary = type({
  ...userFields,
  type: AccountType,
  status: UserStatus,
  roleId: nullable(integer()),
  dealerId: nullable(integer()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type UserSummary = Infer<typeof UserSummary>;
export const UserSummaryResponse = type({ message: optional(string()), data: UserSummary });

export const UserIdParams = object({ id: PositiveIntParam });
export const ApproveBody = object({ userId: PositiveIntParam, approve: boolean() });

/* ---------- the outbox (demo mode only) ---------- */

export const OutboxMessage = type({
  id: integer(),
  channel: CodeChannel,
  recipient: string(),
  subject: nullable(string()),
  body: string(),
  status: enums(['pending', 'sent', 'failed']),
  attempts: integer(),
  /** The files sent with it (a quote's PDF, issue 28): names and sizes in bytes. */
  attachments: array(type({ fileName: string(), contentType: string(), size: integer() })),
  createdAt: Timestamp,
});
export type OutboxMessage = Infer<typeof OutboxMessage>;
export const OutboxResponse = type({ data: array(OutboxMessage) });
