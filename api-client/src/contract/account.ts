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
  recordOf,
  doneOf,
  dataOf,
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
  /** The person's name. */
  name: text(1, CONTACT_LIMITS.name, 'REQUIRED'),
  /** Their phone number. */
  phone: optional(nullable(size(string(), 0, CONTACT_LIMITS.phone))),
  /** Their e-mail address; empty or null when not given. */
  email: optional(
    nullable(
      refine(size(string(), 0, CONTACT_LIMITS.email), 'email', (value) =>
        value === '' || EMAIL_PATTERN.test(value) ? true : 'EMAIL INVALID',
      ),
    ),
  ),
  /** Their mobile number. */
  mobile: optional(nullable(size(string(), 0, CONTACT_LIMITS.mobile))),
  /** Their fax number. */
  fax: optional(nullable(size(string(), 0, CONTACT_LIMITS.fax))),
});
export type ContactInput = Infer<typeof ContactInput>;

/* ---------- registration ---------- */

export const RegisterBody = object({
  /** The e-mail address the invitation went to. */
  email: Email,
  /** The invite code from the e-mailed link. */
  code: OtpCode,
  /** The phone number the registration's code went to. */
  phone: Phone,
  /** The password chosen, 6 to 128 characters. */
  password: RegistrationPassword,
  /** The 6-digit code sent to the phone by `POST /phone/verify`. */
  phoneCode: refine(string(), 'phoneCode', (value) =>
    /^\d{6}$/.test(value) ? true : 'Phone code is required',
  ),
});
export type RegisterBody = Infer<typeof RegisterBody>;

/** A registration that waits for an administrator's approval (a user invited by a dealer user). */
export const PendingApproval = type({
  /** Always true: the account waits for an administrator's approval. */
  pendingApproval: literal(true),
});

/** Signed in, or waiting for an administrator (a user invited by a dealer user). */
export const RegisterResponse = type({
  /** What was done, in English. */
  message: string(),
  /** The new session, or `pendingApproval` when an administrator must approve the user first. */
  data: oneOf([SessionTokens, PendingApproval]),
});
export type RegisterResponse = Infer<typeof RegisterResponse>;

/** Sends the phone code of registration; the invite (email and code) proves the caller may. */
export const PhoneVerifyBody = object({
  /** The phone number to send the code to. */
  phone: Phone,
  /** The e-mail address the invitation went to. */
  email: Email,
  /** The invitation's code, from its link. */
  code: OtpCode,
});
export type PhoneVerifyBody = Infer<typeof PhoneVerifyBody>;

/* ---------- password ---------- */

export const ForgotPasswordBody = object({
  /** The account's e-mail address; a code goes to it if the account exists. */
  email: Email,
});
export const ForgotVerifyBody = object({
  /** The account's e-mail address. */
  email: Email,
  /** The 6-digit code the e-mail brought. */
  code: refine(string(), 'code', (value) => (/^\d{6}$/.test(value) ? true : 'Enter the 6-digit code')),
});
export const ForgotVerifyResponse = type({
  /** What was done, in English. */
  message: string(),
  /** The reset's token. */
  data: type({
    /** A single-use token for `POST /password/reset`. */
    code: string(),
  }),
});
export const ResetPasswordBody = object({
  /** The account's e-mail address. */
  email: Email,
  /** The token of `POST /password/forgot/verify`. */
  code: ResetToken,
  /** The new password, 8 to 128 characters. */
  password: NewPassword,
});
export const ChangePasswordBody = object({
  /** The password now. */
  oldPassword: CurrentPassword,
  /** The new password, 8 to 128 characters. */
  newPassword: NewPassword,
});
/** Changing the password ends every session, this one included; it answers the new session. */
export const ChangePasswordResponse = doneOf(SessionTokens);

/* ---------- e-mail change ---------- */

/** Step 1 (`POST /email/otp-verification`): the new address and the current password; a code goes to the new address. */
export const EmailOtpBody = object({
  /** The new e-mail address. */
  email: Email,
  /** The caller's password. */
  password: CurrentPassword,
});
/**
 * Step 2 (`POST /email/change-email-otp-verification`, spec §7): the new address and the code it
 * received; answers `data.code`, a single-use token for step 3 (issue 40).
 */
export const ChangeEmailVerifyBody = object({
  /** The new e-mail address. */
  email: Email,
  /** The 6-digit code the new address received. */
  code: OtpCode,
});
export const ChangeEmailVerifyResponse = type({
  /** What was done, in English. */
  message: string(),
  /** The change's token. */
  data: type({
    /** A single-use token for `PATCH /email/change`. */
    code: string(),
  }),
});
/** Step 3 (`PATCH /email/change`): the new address and step 2's token (not the e-mailed code). */
export const ChangeEmailBody = object({
  /** The new e-mail address. */
  email: Email,
  /** The token of step 2. */
  code: ResetToken,
});

/* ---------- two-factor ---------- */

export const TwoFactorSetup = type({
  /** The authenticator app's secret, to type in by hand. */
  secret: string(),
  /** The same secret as a QR code, a `data:` image address. */
  qrCodeDataURL: string(),
});
export const TwoFactorSetupResponse = dataOf(TwoFactorSetup);
export const EnableTwoFactorBody = object({
  /** Where the codes will come from: the app, a text message or an e-mail. */
  twoFactorType: TwoFactorMethod,
  /** A 6-digit code from that source, to prove it works. */
  token: refine(string(), 'token', (value) => (/^\d{6}$/.test(value) ? true : 'OTP is required')),
  /** The secret of `GET /2fa/generate`; required for `app`. */
  secret: optional(text(6, 128, 'Secret is required')),
});
export type EnableTwoFactorBody = Infer<typeof EnableTwoFactorBody>;
export const DisableTwoFactorBody = object({
  /** The second step now on. */
  twoFactorType: TwoFactorMethod,
  /** A 6-digit code from it. */
  token: refine(string(), 'token', (value) => (/^\d{6}$/.test(value) ? true : 'OTP code is required')),
});
export type DisableTwoFactorBody = Infer<typeof DisableTwoFactorBody>;
export const SendOtpParams = object({
  /** Where to send the code: `sms` or `email`. */
  type: CodeChannel,
});

/* ---------- Google ---------- */

export const GoogleLoginBody = object({
  /** The ID token Google's sign-in gave the page. */
  credential: size(string(), 1, 8192),
});
export const GoogleLoginResponse = doneOf(SessionTokens);

/* ---------- profile ---------- */

/** `PATCH /users/me`; the e-mail changes only through the code flow of `/email/*`. */
export const UpdateMeBody = object({
  /** The caller's new name. */
  name: optional(PersonName),
  /** The caller's new phone number; null removes it. */
  phone: optional(nullable(Phone)),
  /** The caller's contact details. */
  contact: optional(ContactInput),
});
export type UpdateMeBody = Infer<typeof UpdateMeBody>;

/** Photo uploads: at most 5 MB, JPEG, PNG or WebP checked by content. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 25_000_000;

/* ---------- sessions (beyond the spec: /system lists them) ---------- */

export const SessionInfo = type({
  /** The session's id. */
  id: string(),
  /** The browser or client that signed in, as it names itself. */
  userAgent: nullable(string()),
  /** The address it signed in from. */
  ip: nullable(string()),
  /** When it signed in. */
  createdAt: Timestamp,
  /** When it last refreshed its token; null when never. */
  lastUsedAt: nullable(Timestamp),
  /** True for the session of this request. */
  current: boolean(),
});
export type SessionInfo = Infer<typeof SessionInfo>;
export const SessionsResponse = dataOf(array(SessionInfo));
export const SessionParams = object({
  /** The session's id. */
  id: size(string(), 1, 64),
});

/* ---------- invites (the admin screens come later; the server and client are here) ---------- */

export const InviteBody = object({
  /** The invited person's name. */
  name: PersonName,
  /** Their e-mail address: the invitation goes to it. */
  email: Email,
  /** Their phone number. */
  phone: Phone,
  /** The role they get, of the account type they join. */
  roleId: PositiveIntParam,
  /** Required when an organization user invites to a dealer; a dealer user invites to their own. */
  dealerId: optional(PositiveIntParam),
});
export type InviteBody = Infer<typeof InviteBody>;

export const UserSummary = type({
  ...userFields,
  /** `organization` or `dealer`. */
  type: AccountType,
  /** Where the account is in its lifecycle. */
  status: UserStatus,
  /** The user's role; null when none. */
  roleId: nullable(integer()),
  /** A dealer user's dealer; null for an organization user. */
  dealerId: nullable(integer()),
  /** When the user was invited. */
  createdAt: Timestamp,
  /** When the user last changed. */
  updatedAt: Timestamp,
});
export type UserSummary = Infer<typeof UserSummary>;
export const UserSummaryResponse = recordOf(UserSummary);

export const UserIdParams = object({
  /** The user's id. */
  id: PositiveIntParam,
});
export const ApproveBody = object({
  /** The user who waits for approval. */
  userId: PositiveIntParam,
  /** True lets them in; false refuses them. */
  approve: boolean(),
});

/* ---------- the outbox (demo mode only) ---------- */

export const OutboxMessage = type({
  /** The message's id. */
  id: integer(),
  /** `email` or `sms`. */
  channel: CodeChannel,
  /** The address or phone number it goes to. */
  recipient: string(),
  /** An e-mail's subject; null for a text message. */
  subject: nullable(string()),
  /** The message's text. */
  body: string(),
  /** `pending`, `sent`, or `failed` after its last attempt. */
  status: enums(['pending', 'sent', 'failed']),
  /** How many times it was tried. */
  attempts: integer(),
  /** The files sent with it (a quote's PDF, issue 28): names and sizes in bytes. */
  attachments: array(
    type({
      /** The file's name. */
      fileName: string(),
      /** The file's media type. */
      contentType: string(),
      /** Its size in bytes. */
      size: integer(),
    }),
  ),
  /** When it was written. */
  createdAt: Timestamp,
});
export type OutboxMessage = Infer<typeof OutboxMessage>;
export const OutboxResponse = dataOf(array(OutboxMessage));
