import type { Struct } from 'superstruct';
import {
  GetMeResponse,
  HealthResponse,
  LoginBody,
  LoginResponse,
  LogoutBody,
  MessageResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
} from './auth.js';
import {
  ApproveBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePasswordResponse,
  DisableTwoFactorBody,
  EmailOtpBody,
  EnableTwoFactorBody,
  ForgotPasswordBody,
  ForgotVerifyBody,
  ForgotVerifyResponse,
  GoogleLoginBody,
  GoogleLoginResponse,
  InviteBody,
  OutboxResponse,
  PhoneVerifyBody,
  PublicConfigResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SendOtpParams,
  SessionParams,
  SessionsResponse,
  TwoFactorSetupResponse,
  UpdateMeBody,
  UserIdParams,
  UserSummaryResponse,
} from './account.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API: the server registers its route from this and validates the request
 * against `body`/`query`/`params`; the client builds its call from it and checks the answer.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- structs are invariant in their type */
export interface Endpoint<Body = unknown, Response = unknown, Query = unknown, Params = unknown> {
  method: HttpMethod;
  /** Relative to the API base (`/api`), with `:name` parameters, as in spec §7. */
  path: string;
  body?: Struct<Body, any>;
  query?: Struct<Query, any>;
  params?: Struct<Params, any>;
  response: Struct<Response, any>;
  /** Public endpoints take no bearer token and never trigger a refresh. */
  public?: boolean;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

function endpoint<B = undefined, R = unknown, Q = undefined, P = undefined>(
  e: Endpoint<B, R, Q, P>,
): Endpoint<B, R, Q, P> {
  return e;
}

export const endpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: HealthResponse, public: true }),
  login: endpoint({
    method: 'POST',
    path: '/login',
    body: LoginBody,
    response: LoginResponse,
    public: true,
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/refresh-token',
    body: RefreshTokenBody,
    response: RefreshTokenResponse,
    public: true,
  }),
  logout: endpoint({ method: 'POST', path: '/logout', body: LogoutBody, response: MessageResponse }),
  getMe: endpoint({ method: 'GET', path: '/auth/get-me', response: GetMeResponse }),

  // Public configuration and the development outbox (404 unless the server runs in demo mode).
  config: endpoint({ method: 'GET', path: '/config', response: PublicConfigResponse, public: true }),
  devOutbox: endpoint({ method: 'GET', path: '/dev/outbox', response: OutboxResponse, public: true }),

  // Registration and recovery (public).
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: RegisterBody,
    response: RegisterResponse,
    public: true,
  }),
  phoneVerify: endpoint({
    method: 'POST',
    path: '/phone/verify',
    body: PhoneVerifyBody,
    response: MessageResponse,
    public: true,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/password/forgot',
    body: ForgotPasswordBody,
    response: MessageResponse,
    public: true,
  }),
  forgotPasswordVerify: endpoint({
    method: 'POST',
    path: '/password/forgot/verify',
    body: ForgotVerifyBody,
    response: ForgotVerifyResponse,
    public: true,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/password/reset',
    body: ResetPasswordBody,
    response: MessageResponse,
    public: true,
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/google/login',
    body: GoogleLoginBody,
    response: GoogleLoginResponse,
    public: true,
  }),

  // The signed-in user's own account.
  changePassword: endpoint({
    method: 'POST',
    path: '/password/change',
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
  }),
  emailOtp: endpoint({
    method: 'POST',
    path: '/email/otp-verification',
    body: EmailOtpBody,
    response: MessageResponse,
  }),
  changeEmail: endpoint({
    method: 'PATCH',
    path: '/email/change',
    body: ChangeEmailBody,
    response: MessageResponse,
  }),
  twoFactorGenerate: endpoint({ method: 'GET', path: '/2fa/generate', response: TwoFactorSetupResponse }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/2fa/enable',
    body: EnableTwoFactorBody,
    response: MessageResponse,
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/2fa/disable',
    body: DisableTwoFactorBody,
    response: MessageResponse,
  }),
  twoFactorSendOtp: endpoint({
    method: 'POST',
    path: '/2fa/send-otp/:type',
    params: SendOtpParams,
    response: MessageResponse,
  }),
  usersMe: endpoint({ method: 'GET', path: '/users/me', response: GetMeResponse }),
  updateMe: endpoint({ method: 'PATCH', path: '/users/me', body: UpdateMeBody, response: GetMeResponse }),
  /** Multipart with one `file` field (the client passes a FormData as the body). */
  addPhoto: endpoint<FormData, GetMeResponse>({
    method: 'POST',
    path: '/users/add-photo',
    response: GetMeResponse,
  }),
  removePhoto: endpoint({ method: 'DELETE', path: '/users/remove-photo', response: GetMeResponse }),
  sessions: endpoint({ method: 'GET', path: '/auth/sessions', response: SessionsResponse }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    params: SessionParams,
    response: MessageResponse,
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/auth/sessions/revoke-others',
    response: MessageResponse,
  }),

  // Invites (permissions.md: users.invite, users.approve; dealer.users for a dealer's own).
  inviteOrganization: endpoint({
    method: 'POST',
    path: '/users/invite/organization',
    body: InviteBody,
    response: UserSummaryResponse,
  }),
  inviteDealer: endpoint({
    method: 'POST',
    path: '/users/invite/dealer',
    body: InviteBody,
    response: UserSummaryResponse,
  }),
  reinvite: endpoint({
    method: 'POST',
    path: '/users/:id/reinvite',
    params: UserIdParams,
    response: MessageResponse,
  }),
  approveUser: endpoint({
    method: 'PATCH',
    path: '/users/invite/approve',
    body: ApproveBody,
    response: UserSummaryResponse,
  }),
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<any, any, any, any>;
export type Endpoints = typeof endpoints;
