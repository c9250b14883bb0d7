import { documented, oneOf } from './json-schema.js';
import {
  array,
  boolean,
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
import { AccountType, Contact, Email, OtpCode, TwoFactorType, UserStatus, dataOf } from './common.js';
import { userFields } from './user-fields.js';

/** Passwords are never truncated; 128 characters is the ceiling (docs/identity.md). */
export const Password = size(string(), 1, 128);

export const LoginBody = object({
  /** The account's e-mail address. */
  email: Email,
  /** The account's password. */
  password: Password,
  /** Step 2 of a two-factor sign-in: the 6-digit code of the user's app, text message or e-mail. */
  twoFactorToken: optional(OtpCode),
});
export type LoginBody = Infer<typeof LoginBody>;

export const SessionTokens = type({
  /** The access token: `Authorization: Bearer <token>` on every other call; valid 15 minutes by default. */
  token: string(),
  /** The refresh token: `POST /refresh-token` trades it for a new pair; it lives as long as the session. */
  refreshToken: string(),
});
export type SessionTokens = Infer<typeof SessionTokens>;

export const TwoFactorChallenge = type({
  /** Always true: send the same body again with `twoFactorToken`. */
  requiresTwoFactor: literal(true),
  /** Where the code comes from: the authenticator app, a text message or an e-mail. */
  twoFactorType: TwoFactorType,
});
export type TwoFactorChallenge = Infer<typeof TwoFactorChallenge>;

/** Either the session's tokens or, for a user with 2FA, the challenge of step 2. */
export const LoginResponse = type({
  /** What was done, in English. */
  message: optional(string()),
  /** The session's tokens, or the two-factor challenge. */
  data: oneOf([SessionTokens, TwoFactorChallenge]),
});
export type LoginResponse = Infer<typeof LoginResponse>;

export const RefreshTokenBody = object({
  /** The refresh token of the sign-in or of the last refresh. */
  refreshToken: size(string(), 1, 512),
});
export type RefreshTokenBody = Infer<typeof RefreshTokenBody>;

export const RefreshTokenResponse = type({
  /** The new pair; the old refresh token is used up. */
  data: type({
    /** The new access token. */
    access_token: string(),
    /** The new refresh token. */
    refresh_token: string(),
  }),
});
export type RefreshTokenResponse = Infer<typeof RefreshTokenResponse>;

export const PermissionRef = type({
  /** The permission's id. */
  id: integer(),
  /** The permission's name, in English. */
  name: string(),
  /** The permission's key (`orders.read`), what the access rules name. */
  key: string(),
});
export type PermissionRef = Infer<typeof PermissionRef>;

/** A user's role with the permissions it grants (of the user's type). */
export const UserRole = type({
  /** The role's id. */
  id: integer(),
  /** A seeded role's key (`seededRoleKeys`) names it in the reader's language; `custom_…` otherwise. */
  key: string(),
  /** The role's name as the organization wrote it. */
  name: string(),
  /** False when the role is turned off: its users then hold none of its permissions. */
  isActive: boolean(),
  /** The permissions the role grants. */
  permissions: array(PermissionRef),
});

export const CurrentUser = type({
  ...userFields,
  /** The address of the user's photo; null when there is none. */
  image: nullable(string()),
  /** `organization` (the manufacturer's staff) or `dealer` (a dealer company's). */
  type: AccountType,
  /** Where the account is in its lifecycle (docs/permissions.md "User lifecycle"). */
  status: UserStatus,
  /** The second step of the user's sign-in, `none` when it is off. */
  twoFactorType: TwoFactorType,
  /** A dealer user's dealer; null for an organization user. */
  dealerId: nullable(integer()),
  /** A dealer user's dealer, id and name; null for an organization user. */
  dealer: nullable(
    type({
      /** The dealer's id. */
      id: integer(),
      /** The dealer's name. */
      name: string(),
    }),
  ),
  /** The user's role and what it grants; null when none is assigned. */
  role: nullable(UserRole),
  /** The user's own contact details. */
  contact: Contact,
});
export type CurrentUser = Infer<typeof CurrentUser>;

export const GetMeResponse = dataOf(CurrentUser);
export type GetMeResponse = Infer<typeof GetMeResponse>;

export const LogoutBody = object({
  /** The refresh token of the session to end; without it, the session of the access token. */
  refreshToken: optional(size(string(), 1, 512)),
});
export type LogoutBody = Infer<typeof LogoutBody>;

export const MessageResponse = type({
  /** What was done, in English. */
  message: string(),
});
export type MessageResponse = Infer<typeof MessageResponse>;

export const HealthResponse = type({
  /** `ok`: the server answers. */
  status: literal('ok'),
  /** `ok`: the database answers. */
  database: literal('ok'),
});
export type HealthResponse = Infer<typeof HealthResponse>;

/** `GET /health/live`: the process is up and answering; nothing else is asked (liveness). */
export const LivenessResponse = type({
  /** `ok`: the process answers. */
  status: literal('ok'),
});
export type LivenessResponse = Infer<typeof LivenessResponse>;

/**
 * `GET /health/ready`: the database answers and holds every migration of this build, and the file
 * store of uploads answers (readiness); otherwise 503 with the reason (`databaseUnavailable`,
 * `migrationsPending`, `fileStorageUnavailable`).
 */
export const ReadinessResponse = type({
  /** `ok`: ready for requests. */
  status: literal('ok'),
  /** `ok`: the database answers. */
  database: literal('ok'),
  /** `ok`: the database holds every migration of this build. */
  migrations: literal('ok'),
  /** `ok`: the file store of uploads answers. */
  storage: literal('ok'),
});
export type ReadinessResponse = Infer<typeof ReadinessResponse>;

/** `GET /version`: the server package's version and the commit it was built from (null: unknown). */
export const VersionResponse = type({
  /** The server package's version. */
  version: string(),
  /** The commit the server was built from; null when unknown. */
  commit: nullable(string()),
});
export type VersionResponse = Infer<typeof VersionResponse>;

/** An ISO 4217 currency code's form: three capital letters (`UAH`, `EUR`). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
export const CurrencyCode = documented(
  refine(string(), 'currency', (value) =>
    CURRENCY_CODE_PATTERN.test(value) ? true : 'Must be an ISO 4217 currency code, like UAH',
  ),
  { pattern: CURRENCY_CODE_PATTERN.source },
);

/** `GET /config`: what the screens need to know of the server, before and after signing in. */
export const PublicConfig = type({
  /** Google sign-in's OAuth client id; null hides the Google button. */
  googleClientId: nullable(string()),
  /** True when the server keeps messages in the outbox that the development page lists. */
  outbox: boolean(),
  /**
   * The organization's currency (the server's CURRENCY, default UAH): every amount of the API is in
   * it, and every screen and document shows it with the amount (issue 40 item 2).
   */
  currency: CurrencyCode,
});
export type PublicConfig = Infer<typeof PublicConfig>;
export const PublicConfigResponse = dataOf(PublicConfig);
