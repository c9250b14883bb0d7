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
  email: Email,
  password: Password,
  twoFactorToken: optional(OtpCode),
});
export type LoginBody = Infer<typeof LoginBody>;

export const SessionTokens = type({ token: string(), refreshToken: string() });
export type SessionTokens = Infer<typeof SessionTokens>;

export const TwoFactorChallenge = type({
  requiresTwoFactor: literal(true),
  twoFactorType: TwoFactorType,
});
export type TwoFactorChallenge = Infer<typeof TwoFactorChallenge>;

/** Either the session's tokens or, for a user with 2FA, the challenge of step 2. */
export const LoginResponse = type({
  message: optional(string()),
  data: oneOf([SessionTokens, TwoFactorChallenge]),
});
export type LoginResponse = Infer<typeof LoginResponse>;

export const RefreshTokenBody = object({ refreshToken: size(string(), 1, 512) });
export type RefreshTokenBody = Infer<typeof RefreshTokenBody>;

export const RefreshTokenResponse = type({
  data: type({ access_token: string(), refresh_token: string() }),
});
export type RefreshTokenResponse = Infer<typeof RefreshTokenResponse>;

export const PermissionRef = type({ id: integer(), name: string(), key: string() });
export type PermissionRef = Infer<typeof PermissionRef>;

/** A user's role with the permissions it grants (of the user's type). */
export const UserRole = type({
  id: integer(),
  /** A seeded role's key (`seededRoleKeys`) names it in the reader's language; `custom_…` otherwise. */
  key: string(),
  name: string(),
  isActive: boolean(),
  permissions: array(PermissionRef),
});

export const CurrentUser = type({
  ...userFields,
  image: nullable(string()),
  type: AccountType,
  status: UserStatus,
  twoFactorType: TwoFactorType,
  dealerId: nullable(integer()),
  dealer: nullable(type({ id: integer(), name: string() })),
  role: nullable(UserRole),
  contact: Contact,
});
export type CurrentUser = Infer<typeof CurrentUser>;

export const GetMeResponse = dataOf(CurrentUser);
export type GetMeResponse = Infer<typeof GetMeResponse>;

export const LogoutBody = object({ refreshToken: optional(size(string(), 1, 512)) });
export type LogoutBody = Infer<typeof LogoutBody>;

export const MessageResponse = type({ message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

export const HealthResponse = type({ status: literal('ok'), database: literal('ok') });
export type HealthResponse = Infer<typeof HealthResponse>;

/** `GET /health/live`: the process is up and answering; nothing else is asked (liveness). */
export const LivenessResponse = type({ status: literal('ok') });
export type LivenessResponse = Infer<typeof LivenessResponse>;

/**
 * `GET /health/ready`: the database answers and holds every migration of this build, and the file
 * store of uploads answers (readiness); otherwise 503 with the reason (`databaseUnavailable`,
 * `migrationsPending`, `fileStorageUnavailable`).
 */
export const ReadinessResponse = type({
  status: literal('ok'),
  database: literal('ok'),
  migrations: literal('ok'),
  storage: literal('ok'),
});
export type ReadinessResponse = Infer<typeof ReadinessResponse>;

/** `GET /version`: the server package's version and the commit it was built from (null: unknown). */
export const VersionResponse = type({ version: string(), commit: nullable(string()) });
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
export const PublicConfigResponse = type({ data: PublicConfig });
