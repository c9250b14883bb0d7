import type { Infer } from 'superstruct';
import { endpoint } from './endpoint.js';
import { publicEndpoints } from './public-endpoints.js';
import type { OrderAction, SubOrderAction } from './sales-flow.js';
import {
  GetMeResponse,
  HealthResponse,
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
import {
  ActionQuery,
  ActionResponse,
  AssignDealerBody,
  CommentResponse,
  CommentsResponse,
  CreateCommentBody,
  CreateItemBody,
  CreateOrderBody,
  FileParams,
  FileResponse,
  FilesResponse,
  IdParams,
  IdsBody,
  ItemResponse,
  ItemsQuery,
  ItemsResponse,
  ListQuery,
  MainOrdersResponse,
  OrderDetailsResponse,
  OrderIdParams,
  SubOrdersResponse,
  UpdateOrderBody,
} from './orders.js';
import {
  CreateDealerBody,
  DealerParams,
  DealerResponse,
  DealersQuery,
  DealersResponse,
  DealerUsersResponse,
  UpdateDealerBody,
} from './dealers.js';
import {
  AuditQuery,
  AuditResponse,
  ChangeRoleParams,
  ChangeStatusBody,
  CreateRoleBody,
  InviteUserBody,
  PermissionsQuery,
  PermissionsResponse,
  RoleParams,
  RolePermissionsBody,
  RolePermissionsParams,
  RoleResponse,
  RolesQuery,
  RolesResponse,
  RoleStatusBody,
  UserParams,
  UserPermissionsResponse,
  UserResponse,
  UsersQuery,
  UsersResponse,
} from './administration.js';

export const endpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: HealthResponse, public: true }),
  login: publicEndpoints.login,
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
  config: publicEndpoints.config,
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
    multipart: true,
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

  // Invites (docs/permissions.md: users.invite, users.approve; dealer.users for a dealer's own).
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

  // Organization administration (issue 10; docs/permissions.md): users, roles, the audit trail.
  listUsers: endpoint({ method: 'GET', path: '/users', query: UsersQuery, response: UsersResponse }),
  getUser: endpoint({ method: 'GET', path: '/users/:id', params: UserParams, response: UserResponse }),
  userPermissions: endpoint({
    method: 'GET',
    path: '/users/:id/permissions',
    params: UserParams,
    response: UserPermissionsResponse,
  }),
  userAudit: endpoint({
    method: 'GET',
    path: '/users/:id/audit',
    params: UserParams,
    query: AuditQuery,
    response: AuditResponse,
  }),
  /** The spec's other definition of `PATCH /users/me` (§7). */
  updateUser: endpoint({ method: 'PATCH', path: '/users', body: UpdateMeBody, response: GetMeResponse }),
  /** The spec's older invite: the account type in the body. */
  inviteUser: endpoint({
    method: 'POST',
    path: '/users/invite',
    body: InviteUserBody,
    response: UserSummaryResponse,
  }),
  changeUserRole: endpoint({
    method: 'PATCH',
    path: '/users/:userId/role/:roleId',
    params: ChangeRoleParams,
    response: UserResponse,
  }),
  changeUserStatus: endpoint({
    method: 'PATCH',
    path: '/users/:id/status',
    params: UserParams,
    body: ChangeStatusBody,
    response: UserResponse,
  }),
  listRoles: endpoint({ method: 'GET', path: '/roles', query: RolesQuery, response: RolesResponse }),
  listPermissions: endpoint({
    method: 'GET',
    path: '/roles/permissions',
    query: PermissionsQuery,
    response: PermissionsResponse,
  }),
  getRole: endpoint({ method: 'GET', path: '/roles/:id', params: RoleParams, response: RoleResponse }),
  roleAudit: endpoint({
    method: 'GET',
    path: '/roles/:id/audit',
    params: RoleParams,
    query: AuditQuery,
    response: AuditResponse,
  }),
  createRole: endpoint({ method: 'POST', path: '/roles', body: CreateRoleBody, response: RoleResponse }),
  updateRolePermissions: endpoint({
    method: 'POST',
    path: '/roles/:roleId/permissions',
    params: RolePermissionsParams,
    body: RolePermissionsBody,
    response: RoleResponse,
  }),
  /** Beyond the spec: activate or deactivate a role. */
  setRoleStatus: endpoint({
    method: 'PATCH',
    path: '/roles/:id/status',
    params: RoleParams,
    body: RoleStatusBody,
    response: RoleResponse,
  }),

  // The sales flow (issue 5; docs/sales-flow.md).
  mainOrders: endpoint({
    method: 'GET',
    path: '/orders/main-orders',
    query: ListQuery,
    response: MainOrdersResponse,
  }),
  subOrders: endpoint({
    method: 'GET',
    path: '/orders/sub-orders',
    query: ListQuery,
    response: SubOrdersResponse,
  }),
  orderDetails: endpoint({
    method: 'GET',
    path: '/orders/main/:id',
    params: IdParams,
    response: OrderDetailsResponse,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/orders',
    body: CreateOrderBody,
    response: OrderDetailsResponse,
  }),
  updateOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id',
    params: IdParams,
    body: UpdateOrderBody,
    response: OrderDetailsResponse,
  }),
  /** Spec §5 "Assign dealer" (the spec routes it through PATCH /dealers; one path per action here). */
  assignDealer: endpoint({
    method: 'PATCH',
    path: '/orders/:id/dealer',
    params: IdParams,
    body: AssignDealerBody,
    response: OrderDetailsResponse,
  }),
  submitOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/submit',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  approveOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/approve',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  cancelOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/cancel',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  confirmOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/confirm',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  rejectOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/reject',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  unholdOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/unhold',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
  }),
  startProduction: endpoint({
    method: 'PATCH',
    path: '/orders/:id/start-production',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
  }),
  warehouse: endpoint({
    method: 'PATCH',
    path: '/orders/:id/warehouse',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
  }),
  hold: endpoint({
    method: 'PATCH',
    path: '/orders/:id/hold',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
  }),
  deliver: endpoint({
    method: 'PATCH',
    path: '/orders/:id/deliver',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
  }),
  complete: endpoint({
    method: 'PATCH',
    path: '/orders/:id/complete',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
  }),
  createItem: endpoint({ method: 'POST', path: '/items', body: CreateItemBody, response: ItemResponse }),
  orderItems: endpoint({
    method: 'GET',
    path: '/items/order/:orderId',
    params: OrderIdParams,
    query: ItemsQuery,
    response: ItemsResponse,
  }),
  orderComments: endpoint({
    method: 'GET',
    path: '/orders/:id/comments',
    params: IdParams,
    response: CommentsResponse,
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/orders/:id/comments',
    params: IdParams,
    body: CreateCommentBody,
    response: CommentResponse,
  }),
  orderFiles: endpoint({
    method: 'GET',
    path: '/orders/:id/files',
    params: IdParams,
    response: FilesResponse,
  }),
  /** Multipart with one `file` field, at most 20 MB. */
  addFile: endpoint<FormData, Infer<typeof FileResponse>, undefined, Infer<typeof IdParams>>({
    method: 'POST',
    path: '/orders/:id/files',
    params: IdParams,
    response: FileResponse,
    multipart: true,
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: '/orders/:id/files/:fileId',
    params: FileParams,
    response: MessageResponse,
  }),
  /** The dealers list and the dealer look-up of the filters and the quote form (spec §7 "Dealers"). */
  dealers: endpoint({
    method: 'GET',
    path: '/dealers',
    query: DealersQuery,
    response: DealersResponse,
  }),
  dealer: endpoint({
    method: 'GET',
    path: '/dealers/:id',
    params: DealerParams,
    response: DealerResponse,
  }),
  /** Answers 'Dealer company created successful!' (spec §8). */
  createDealer: endpoint({
    method: 'POST',
    path: '/dealers',
    body: CreateDealerBody,
    response: DealerResponse,
  }),
  /** One section at a time: the account, `contact`, `responsibleContact` or `status`. */
  updateDealer: endpoint({
    method: 'PATCH',
    path: '/dealers/:id',
    params: DealerParams,
    body: UpdateDealerBody,
    response: DealerResponse,
  }),
  dealerUsers: endpoint({
    method: 'GET',
    path: '/dealers/:id/users',
    params: DealerParams,
    response: DealerUsersResponse,
  }),
  /** Beyond the spec: who changed the dealer, when, and from what to what. */
  dealerAudit: endpoint({
    method: 'GET',
    path: '/dealers/:id/audit',
    params: DealerParams,
    query: AuditQuery,
    response: AuditResponse,
  }),
  /**
   * Spec §7 "Companies" names these without payloads: a company is a dealer company, so they answer
   * as `/dealers` does (docs/decisions.md "Issue 11").
   */
  companies: endpoint({
    method: 'GET',
    path: '/companies',
    query: DealersQuery,
    response: DealersResponse,
  }),
  company: endpoint({
    method: 'GET',
    path: '/companies/:id',
    params: DealerParams,
    response: DealerResponse,
  }),
  createCompany: endpoint({
    method: 'POST',
    path: '/companies',
    body: CreateDealerBody,
    response: DealerResponse,
  }),
} as const;

/** Downloads a record's file (binary, not JSON): `GET` with the bearer token. */
export const fileDownloadPath = (orderId: number, fileId: number) => `/orders/${orderId}/files/${fileId}`;

export type Endpoints = typeof endpoints;

/** The endpoint of each action on one record (the sales flow's `orderActions`). */
export const orderActionEndpoints = {
  submit: endpoints.submitOrder,
  approve: endpoints.approveOrder,
  cancel: endpoints.cancelOrder,
  confirm: endpoints.confirmOrder,
  reject: endpoints.rejectOrder,
  unhold: endpoints.unholdOrder,
} as const satisfies Record<OrderAction, unknown>;

/** The endpoint of each action over sub-orders of one main order (the sales flow's `subOrderActions`). */
export const subOrderActionEndpoints = {
  'start-production': endpoints.startProduction,
  warehouse: endpoints.warehouse,
  hold: endpoints.hold,
  deliver: endpoints.deliver,
  complete: endpoints.complete,
} as const satisfies Record<SubOrderAction, unknown>;
