import { unknown, type Infer } from 'superstruct';
import { endpoint } from './endpoint.js';
import { dealerList } from './dealers.js';
import {
  CreateCustomerBody,
  customerAccess,
  customerList,
  CustomerParams,
  CustomerResponse,
  UpdateCustomerBody,
  CustomerFiguresResponse,
} from './customers.js';
import { roleList, userList } from './administration.js';
import { notificationList } from './notifications.js';
import { itemList, mainOrderList, subOrderList } from './order-lists.js';
import { customerCommentsFilesEndpoints } from './customer-comments-files.js';
import { customerToolEndpoints } from './customer-tools.js';
import { dealerToolEndpoints } from './dealer-tools.js';
import { priceEndpoints } from './prices.js';
import { priceRuleEndpoints } from './price-rules.js';
import { priceFileEndpoints } from './price-files.js';
import { repriceEndpoints } from './reprice.js';
import { catalogueEditEndpoints } from './catalogue-edit.js';
import { modelPictureEndpoints } from './model-pictures.js';
import { publicEndpoints } from './public-endpoints.js';
import { actionPermissions, recordAccess, type OrderAction, type SubOrderAction } from './sales-flow.js';
import {
  GetMeResponse,
  HealthResponse,
  LivenessResponse,
  ReadinessResponse,
  VersionResponse,
  LogoutBody,
  MessageResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
} from './auth.js';
import {
  ApproveBody,
  ChangeEmailBody,
  ChangeEmailVerifyBody,
  ChangeEmailVerifyResponse,
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
  FollowResponse,
  IdParams,
  IdsBody,
  ItemResponse,
  MentionableQuery,
  MentionableResponse,
  OrderDetailsResponse,
  OrderDocumentQuery,
  SendOrderBody,
  SendOrderResponse,
  UpdateOrderBody,
} from './orders.js';
import {
  dealerAccess,
  updateDealerAccess,
  CreateDealerBody,
  DealerParams,
  DealerResponse,
  DealerUsersResponse,
  UpdateDealerBody,
} from './dealers.js';
import {
  administrationAccess,
  inviteUserAccess,
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
  RoleStatusBody,
  UserParams,
  UserPermissionsResponse,
  UserResponse,
} from './administration.js';
import {
  MarkedReadResponse,
  NotificationParams,
  NotificationResponse,
  NotificationSettingsResponse,
  NotificationStreamResponse,
  UnreadCountResponse,
  UpdateNotificationSettingsBody,
} from './notifications.js';
import { DashboardResponse } from './dashboard.js';
import { ListSettingResponse, ListSettingsResponse, UpdateListSettingBody } from './list-settings.js';
import { SearchQuery, SearchResponse } from './search.js';
import { DownloadTicketBody, DownloadTicketResponse } from './exports.js';

/** The health check and an operator's probes (docs/architecture.md "How it runs"): public. */
const healthEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: HealthResponse, access: 'public' }),
  healthLive: endpoint({ method: 'GET', path: '/health/live', response: LivenessResponse, access: 'public' }),
  healthReady: endpoint({
    method: 'GET',
    path: '/health/ready',
    response: ReadinessResponse,
    access: 'public',
  }),
  version: endpoint({ method: 'GET', path: '/version', response: VersionResponse, access: 'public' }),
} as const;

/** Signing in and out, the token's refresh and the current user (docs/identity.md). */
const authEndpoints = {
  login: publicEndpoints.login,
  refreshToken: endpoint({
    method: 'POST',
    path: '/refresh-token',
    body: RefreshTokenBody,
    response: RefreshTokenResponse,
    access: 'public',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    body: LogoutBody,
    response: MessageResponse,
    access: 'self',
  }),
  getMe: endpoint({ method: 'GET', path: '/auth/get-me', response: GetMeResponse, access: 'self' }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/google/login',
    body: GoogleLoginBody,
    response: GoogleLoginResponse,
    access: 'public',
  }),
} as const;

/** Public configuration and the development outbox (404 unless the server runs in demo mode). */
const publicConfigEndpoints = {
  config: publicEndpoints.config,
  devOutbox: endpoint({ method: 'GET', path: '/dev/outbox', response: OutboxResponse, access: 'public' }),
} as const;

/** Registration and recovery (public), the own password, e-mail and two-factor, and invites
 * (docs/permissions.md: users.invite, users.approve; dealer.users for a dealer's own). */
const identityEndpoints = {
  // Registration and recovery (public).
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: RegisterBody,
    response: RegisterResponse,
    access: 'public',
  }),
  phoneVerify: endpoint({
    method: 'POST',
    path: '/phone/verify',
    body: PhoneVerifyBody,
    response: MessageResponse,
    access: 'public',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/password/forgot',
    body: ForgotPasswordBody,
    response: MessageResponse,
    access: 'public',
  }),
  forgotPasswordVerify: endpoint({
    method: 'POST',
    path: '/password/forgot/verify',
    body: ForgotVerifyBody,
    response: ForgotVerifyResponse,
    access: 'public',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/password/reset',
    body: ResetPasswordBody,
    response: MessageResponse,
    access: 'public',
  }),
  // The signed-in user's own account.
  changePassword: endpoint({
    method: 'POST',
    path: '/password/change',
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
    access: 'self',
  }),
  emailOtp: endpoint({
    method: 'POST',
    path: '/email/otp-verification',
    body: EmailOtpBody,
    response: MessageResponse,
    access: 'self',
  }),
  changeEmailVerify: endpoint({
    method: 'POST',
    path: '/email/change-email-otp-verification',
    body: ChangeEmailVerifyBody,
    response: ChangeEmailVerifyResponse,
    access: 'self',
  }),
  changeEmail: endpoint({
    method: 'PATCH',
    path: '/email/change',
    body: ChangeEmailBody,
    response: MessageResponse,
    access: 'self',
  }),
  twoFactorGenerate: endpoint({
    method: 'GET',
    path: '/2fa/generate',
    response: TwoFactorSetupResponse,
    access: 'self',
  }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/2fa/enable',
    body: EnableTwoFactorBody,
    response: MessageResponse,
    access: 'self',
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/2fa/disable',
    body: DisableTwoFactorBody,
    response: MessageResponse,
    access: 'self',
  }),
  twoFactorSendOtp: endpoint({
    method: 'POST',
    path: '/2fa/send-otp/:type',
    params: SendOtpParams,
    response: MessageResponse,
    access: 'self',
  }),
  // Invites (docs/permissions.md: users.invite, users.approve; dealer.users for a dealer's own).
  inviteOrganization: endpoint({
    method: 'POST',
    path: '/users/invite/organization',
    body: InviteBody,
    response: UserSummaryResponse,
    access: administrationAccess.inviteOrganizationUsers,
  }),
  inviteDealer: endpoint({
    method: 'POST',
    path: '/users/invite/dealer',
    body: InviteBody,
    response: UserSummaryResponse,
    access: administrationAccess.inviteUsers,
  }),
  reinvite: endpoint({
    method: 'POST',
    path: '/users/:id/reinvite',
    params: UserIdParams,
    response: MessageResponse,
    access: administrationAccess.inviteUsers,
  }),
  approveUser: endpoint({
    method: 'PATCH',
    path: '/users/invite/approve',
    body: ApproveBody,
    response: UserSummaryResponse,
    access: administrationAccess.approveUsers,
  }),
  /** The spec's older invite: the account type in the body. */
  inviteUser: endpoint({
    method: 'POST',
    path: '/users/invite',
    body: InviteUserBody,
    response: UserSummaryResponse,
    access: inviteUserAccess,
  }),
} as const;

/** The signed-in user's own profile, sign-ins and lists' settings (spec §7 "Users", docs/identity.md). */
const accountEndpoints = {
  usersMe: endpoint({ method: 'GET', path: '/users/me', response: GetMeResponse, access: 'self' }),
  updateMe: endpoint({
    method: 'PATCH',
    path: '/users/me',
    body: UpdateMeBody,
    response: GetMeResponse,
    access: 'self',
  }),
  /** The spec's other definition of `PATCH /users/me` (§7). */
  updateUser: endpoint({
    method: 'PATCH',
    path: '/users',
    body: UpdateMeBody,
    response: GetMeResponse,
    access: 'self',
  }),
  sessions: endpoint({ method: 'GET', path: '/auth/sessions', response: SessionsResponse, access: 'self' }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    params: SessionParams,
    response: MessageResponse,
    access: 'self',
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/auth/sessions/revoke-others',
    response: MessageResponse,
    access: 'self',
  }),
  // A user's own lists' settings (issue 40 items 8 and 9): the page size and the hidden columns of
  // each list, kept per user and list so that they follow the user to every session and device.
  listSettings: endpoint({
    method: 'GET',
    path: '/users/me/list-settings',
    response: ListSettingsResponse,
    access: 'self',
  }),
  updateListSettings: endpoint({
    method: 'PATCH',
    path: '/users/me/list-settings',
    body: UpdateListSettingBody,
    response: ListSettingResponse,
    access: 'self',
  }),
} as const;

/** The signed-in user's own photo (spec §7 "Users"); the photo files are served outside the table. */
const photosEndpoints = {
  /** Multipart with one `file` field (the client passes a FormData as the body). */
  addPhoto: endpoint<FormData, GetMeResponse>({
    method: 'POST',
    path: '/users/add-photo',
    response: GetMeResponse,
    access: 'self',
    multipart: true,
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/users/remove-photo',
    response: GetMeResponse,
    access: 'self',
  }),
} as const;

/** Organization administration (issue 10; docs/permissions.md): users, roles, the audit trail. */
const administrationEndpoints = {
  ...userList.entries,
  getUser: endpoint({
    method: 'GET',
    path: '/users/:id',
    params: UserParams,
    response: UserResponse,
    access: administrationAccess.readUsers,
  }),
  userPermissions: endpoint({
    method: 'GET',
    path: '/users/:id/permissions',
    params: UserParams,
    response: UserPermissionsResponse,
    access: administrationAccess.readUsers,
  }),
  userAudit: endpoint({
    method: 'GET',
    path: '/users/:id/audit',
    params: UserParams,
    query: AuditQuery,
    response: AuditResponse,
    access: administrationAccess.readUsers,
  }),
  changeUserRole: endpoint({
    method: 'PATCH',
    path: '/users/:userId/role/:roleId',
    params: ChangeRoleParams,
    response: UserResponse,
    access: administrationAccess.manageUsers,
  }),
  changeUserStatus: endpoint({
    method: 'PATCH',
    path: '/users/:id/status',
    params: UserParams,
    body: ChangeStatusBody,
    response: UserResponse,
    access: administrationAccess.manageUsers,
  }),
  ...roleList.entries,
  listPermissions: endpoint({
    method: 'GET',
    path: '/roles/permissions',
    query: PermissionsQuery,
    response: PermissionsResponse,
    access: administrationAccess.readRoles,
  }),
  getRole: endpoint({
    method: 'GET',
    path: '/roles/:id',
    params: RoleParams,
    response: RoleResponse,
    access: administrationAccess.pickRoles,
  }),
  roleAudit: endpoint({
    method: 'GET',
    path: '/roles/:id/audit',
    params: RoleParams,
    query: AuditQuery,
    response: AuditResponse,
    access: administrationAccess.readRoles,
  }),
  createRole: endpoint({
    method: 'POST',
    path: '/roles',
    body: CreateRoleBody,
    response: RoleResponse,
    access: administrationAccess.manageRoles,
  }),
  updateRolePermissions: endpoint({
    method: 'POST',
    path: '/roles/:roleId/permissions',
    params: RolePermissionsParams,
    body: RolePermissionsBody,
    response: RoleResponse,
    access: administrationAccess.manageRoles,
  }),
  /** Beyond the spec: activate or deactivate a role. */
  setRoleStatus: endpoint({
    method: 'PATCH',
    path: '/roles/:id/status',
    params: RoleParams,
    body: RoleStatusBody,
    response: RoleResponse,
    access: administrationAccess.manageRoles,
  }),
} as const;

/** The sales flow's records (issue 5; docs/sales-flow.md): lists, details, quotes, items, comments, files. */
const ordersEndpoints = {
  ...mainOrderList.entries,
  ...subOrderList.entries,
  orderDetails: endpoint({
    method: 'GET',
    path: '/orders/main/:id',
    params: IdParams,
    response: OrderDetailsResponse,
    access: recordAccess.read,
  }),
  /**
   * Follows a main order (issue 40): its comments and changes, its sub-orders' too, notify the
   * caller. Anyone who may see the record; twice is once.
   */
  followOrder: endpoint({
    method: 'PUT',
    path: '/orders/main/:id/follow',
    params: IdParams,
    response: FollowResponse,
    access: recordAccess.read,
  }),
  /** Stops following a main order (issue 40); not following it already is fine. */
  unfollowOrder: endpoint({
    method: 'DELETE',
    path: '/orders/main/:id/follow',
    params: IdParams,
    response: FollowResponse,
    access: recordAccess.read,
  }),
  /** The record as a PDF in the reader's language (issue 28): a file, read with `api.download`. */
  orderDocument: endpoint({
    method: 'GET',
    path: '/orders/main/:id/document',
    params: IdParams,
    query: OrderDocumentQuery,
    response: unknown(),
    fileAnswer: true,
    access: recordAccess.read,
  }),
  /** A quote's PDF to its customer by e-mail, through the outbox (issue 28). */
  sendOrder: endpoint({
    method: 'POST',
    path: '/orders/:id/send',
    params: IdParams,
    body: SendOrderBody,
    response: SendOrderResponse,
    access: recordAccess.write,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/orders',
    body: CreateOrderBody,
    response: OrderDetailsResponse,
    access: recordAccess.write,
  }),
  updateOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id',
    params: IdParams,
    body: UpdateOrderBody,
    response: OrderDetailsResponse,
    access: recordAccess.write,
  }),
  /** Spec §5 "Assign dealer" (the spec routes it through PATCH /dealers; one path per action here). */
  assignDealer: endpoint({
    method: 'PATCH',
    path: '/orders/:id/dealer',
    params: IdParams,
    body: AssignDealerBody,
    response: OrderDetailsResponse,
    access: recordAccess.assignDealer,
  }),
  createItem: endpoint({
    method: 'POST',
    path: '/items',
    body: CreateItemBody,
    response: ItemResponse,
    access: recordAccess.write,
  }),
  ...itemList.entries,
  orderComments: endpoint({
    method: 'GET',
    path: '/orders/:id/comments',
    params: IdParams,
    response: CommentsResponse,
    access: recordAccess.read,
  }),
  /** Anyone who may read the record may comment on it (a production manager too). */
  addComment: endpoint({
    method: 'POST',
    path: '/orders/:id/comments',
    params: IdParams,
    body: CreateCommentBody,
    response: CommentResponse,
    access: recordAccess.read,
  }),
  /**
   * Who a comment on the record may mention (issue 40): the active people who may see it (holding
   * `orders.read`: the organization's, and the record's dealer's), the caller left out; the first 10
   * by name, `search` a part of the name.
   */
  mentionable: endpoint({
    method: 'GET',
    path: '/orders/:id/mentionable',
    params: IdParams,
    query: MentionableQuery,
    response: MentionableResponse,
    access: recordAccess.read,
  }),
  orderFiles: endpoint({
    method: 'GET',
    path: '/orders/:id/files',
    params: IdParams,
    response: FilesResponse,
    access: recordAccess.read,
  }),
  /** Multipart with one `file` field, at most 20 MB. */
  addFile: endpoint<FormData, Infer<typeof FileResponse>, undefined, Infer<typeof IdParams>>({
    method: 'POST',
    path: '/orders/:id/files',
    params: IdParams,
    response: FileResponse,
    access: recordAccess.write,
    multipart: true,
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: '/orders/:id/files/:fileId',
    params: FileParams,
    response: MessageResponse,
    access: recordAccess.write,
  }),
} as const;

/** The actions of the sales flow (docs/sales-flow.md): on one record, and over sub-orders of one main order. */
const orderActionsEndpoints = {
  submitOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/submit',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.submit,
  }),
  approveOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/approve',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.approve,
  }),
  cancelOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/cancel',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.cancel,
  }),
  confirmOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/confirm',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.confirm,
  }),
  rejectOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/reject',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.reject,
  }),
  unholdOrder: endpoint({
    method: 'PATCH',
    path: '/orders/:id/unhold',
    params: IdParams,
    query: ActionQuery,
    response: ActionResponse,
    access: actionPermissions.unhold,
  }),
  startProduction: endpoint({
    method: 'PATCH',
    path: '/orders/:id/start-production',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
    access: actionPermissions['start-production'],
  }),
  warehouse: endpoint({
    method: 'PATCH',
    path: '/orders/:id/warehouse',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
    access: actionPermissions.warehouse,
  }),
  hold: endpoint({
    method: 'PATCH',
    path: '/orders/:id/hold',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
    access: actionPermissions.hold,
  }),
  deliver: endpoint({
    method: 'PATCH',
    path: '/orders/:id/deliver',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
    access: actionPermissions.deliver,
  }),
  complete: endpoint({
    method: 'PATCH',
    path: '/orders/:id/complete',
    params: IdParams,
    body: IdsBody,
    response: ActionResponse,
    access: actionPermissions.complete,
  }),
} as const;

/** `GET /companies` is the dealers list at another path: one endpoint type, one handler. */
const companiesPath: string = '/companies';

/** Dealer companies (issue 11; docs/permissions.md "Dealers"). */
const dealersEndpoints = {
  /** The dealers list and the dealer look-up of the filters and the quote form (spec §7 "Dealers"). */
  ...dealerList.entries,
  dealer: endpoint({
    method: 'GET',
    path: '/dealers/:id',
    params: DealerParams,
    response: DealerResponse,
    access: dealerAccess.readDealer,
  }),
  /** Answers 'Dealer company created successful!' (spec §8). */
  createDealer: endpoint({
    method: 'POST',
    path: '/dealers',
    body: CreateDealerBody,
    response: DealerResponse,
    access: dealerAccess.manageDealers,
  }),
  /** One section at a time: the account, `contact`, `responsibleContact` or `status`. */
  updateDealer: endpoint({
    method: 'PATCH',
    path: '/dealers/:id',
    params: DealerParams,
    body: UpdateDealerBody,
    response: DealerResponse,
    access: updateDealerAccess,
  }),
  dealerUsers: endpoint({
    method: 'GET',
    path: '/dealers/:id/users',
    params: DealerParams,
    response: DealerUsersResponse,
    access: dealerAccess.pickDealerUsers,
  }),
  /** Beyond the spec: who changed the dealer, when, and from what to what. */
  dealerAudit: endpoint({
    method: 'GET',
    path: '/dealers/:id/audit',
    params: DealerParams,
    query: AuditQuery,
    response: AuditResponse,
    access: dealerAccess.readDealer,
  }),
  /**
   * Spec §7 "Companies" names these without payloads: a company is a dealer company, so they answer
   * as `/dealers` does (docs/decisions.md "Issue 11").
   */
  companies: { ...dealerList.listEndpoint, path: companiesPath },
  company: endpoint({
    method: 'GET',
    path: '/companies/:id',
    params: DealerParams,
    response: DealerResponse,
    access: dealerAccess.readDealer,
  }),
  createCompany: endpoint({
    method: 'POST',
    path: '/companies',
    body: CreateDealerBody,
    response: DealerResponse,
    access: dealerAccess.manageDealers,
  }),
} as const;

/** The customer directory (issue 42; docs/permissions.md "Customers"). */
const customersEndpoints = {
  /** The directory: search, dealer and tag filters, sort, and its CSV file. */
  ...customerList.entries,
  customer: endpoint({
    method: 'GET',
    path: '/customers/:id',
    params: CustomerParams,
    response: CustomerResponse,
    access: customerAccess.readCustomers,
  }),
  /** Answers 'Customer created'. */
  createCustomer: endpoint({
    method: 'POST',
    path: '/customers',
    body: CreateCustomerBody,
    response: CustomerResponse,
    access: customerAccess.writeCustomers,
  }),
  /** Answers 'Customer updated'; what the body does not name stays. */
  updateCustomer: endpoint({
    method: 'PATCH',
    path: '/customers/:id',
    params: CustomerParams,
    body: UpdateCustomerBody,
    response: CustomerResponse,
    access: customerAccess.writeCustomers,
  }),
  /** Who created and changed the customer, when, and from what to what. */
  /** Each of the customer's records with its total, and its ordered value: for whoever reads the records. */
  customerFigures: endpoint({
    method: 'GET',
    path: '/customers/:id/figures',
    params: CustomerParams,
    response: CustomerFiguresResponse,
    access: recordAccess.read,
  }),
  customerAudit: endpoint({
    method: 'GET',
    path: '/customers/:id/audit',
    params: CustomerParams,
    query: AuditQuery,
    response: AuditResponse,
    access: customerAccess.readCustomers,
  }),
} as const;

/** Home (issue 27; docs/dashboard.md). */
const dashboardEndpoints = {
  // Home (issue 27; docs/dashboard.md): every signed-in user's own, so `self`; what it holds is chosen
  // by the caller's rules (`dashboardSections`), in their scope.
  dashboard: endpoint({ method: 'GET', path: '/dashboard', response: DashboardResponse, access: 'self' }),
} as const;

/** Notifications (issue 26; docs/notifications.md): each user's own, so `self`; someone else's is 404. */
const notificationsEndpoints = {
  ...notificationList.entries,
  unreadNotificationCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    response: UnreadCountResponse,
    access: 'self',
  }),
  readNotification: endpoint({
    method: 'PATCH',
    path: '/notifications/:id/read',
    params: NotificationParams,
    response: NotificationResponse,
    access: 'self',
  }),
  readAllNotifications: endpoint({
    method: 'PATCH',
    path: '/notifications/read-all',
    response: MarkedReadResponse,
    access: 'self',
  }),
  /** Server-Sent Events (`text/event-stream`): `notification`, `user` and `session-ended`. */
  notificationStream: endpoint({
    method: 'GET',
    path: '/notifications/stream',
    response: NotificationStreamResponse,
    access: 'self',
    eventStream: true,
  }),
  notificationSettings: endpoint({
    method: 'GET',
    path: '/users/me/notification-settings',
    response: NotificationSettingsResponse,
    access: 'self',
  }),
  updateNotificationSettings: endpoint({
    method: 'PATCH',
    path: '/users/me/notification-settings',
    body: UpdateNotificationSettingsBody,
    response: NotificationSettingsResponse,
    access: 'self',
  }),
} as const;

/** The one search box (issue 27; docs/search.md). */
const searchEndpoints = {
  /**
   * The one search box (issue 27; docs/search.md): any signed-in user searches what they may see, so
   * `self`; each group of the answer is the caller's by the contract's `searchAccess` (the rules of
   * the pages its results lead to), in the caller's scope.
   */
  search: endpoint({
    method: 'GET',
    path: '/search',
    query: SearchQuery,
    response: SearchResponse,
    access: 'self',
  }),
} as const;

/** The download ticket (issue 28; docs/architecture.md "Downloads"); each list's CSV export is its own entry (`defineList`). */
const downloadsEndpoints = {
  /**
   * A download ticket (issue 28; docs/architecture.md "Downloads"): `path` names a file answer (a GET
   * marked `fileAnswer`) and its query; the answer is that path with a single-use `ticket` that stands
   * in for the bearer token for 60 s, so that a browser opens it by a plain navigation. The ticket is
   * the caller's own, so `self`; the file's own guard runs when it is opened.
   */
  createDownload: endpoint({
    method: 'POST',
    path: '/downloads',
    body: DownloadTicketBody,
    response: DownloadTicketResponse,
    access: 'self',
  }),
} as const;

/**
 * The endpoints by area: each is bound on the server by one object keyed by its entries
 * (`bindArea`, api-server/src/http/bind.ts), so a handler missing or one too many is a type error.
 * Each names its `access`: `public`, `self`, or a row of an access table (`administrationAccess`,
 * `dealerAccess`, `recordAccess`, `actionPermissions`), never a permission key of its own; the server
 * guards its route with it.
 */
export const endpointAreas = {
  health: healthEndpoints,
  auth: authEndpoints,
  publicConfig: publicConfigEndpoints,
  identity: identityEndpoints,
  account: accountEndpoints,
  photos: photosEndpoints,
  administration: administrationEndpoints,
  orders: ordersEndpoints,
  orderActions: orderActionsEndpoints,
  dealers: dealersEndpoints,
  customers: customersEndpoints,
  customerTools: customerToolEndpoints,
  dealerTools: dealerToolEndpoints,
  customerCommentsFiles: customerCommentsFilesEndpoints,
  prices: priceEndpoints,
  priceRules: priceRuleEndpoints,
  priceFiles: priceFileEndpoints,
  reprice: repriceEndpoints,
  catalogueEdit: catalogueEditEndpoints,
  modelPictures: modelPictureEndpoints,
  dashboard: dashboardEndpoints,
  notifications: notificationsEndpoints,
  search: searchEndpoints,
  downloads: downloadsEndpoints,
} as const;

export type EndpointAreas = typeof endpointAreas;
export type EndpointArea = keyof EndpointAreas;

/**
 * The endpoints whose contract the client loads with itself: every area's but those that load with
 * their first call (`lazyEndpoints`, docs/decisions.md "Issue 42: a contract that loads with its
 * first call"). What the app names by value (a file's path, an action's endpoint) is one of these.
 */
export const eagerEndpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...publicConfigEndpoints,
  ...identityEndpoints,
  ...accountEndpoints,
  ...photosEndpoints,
  ...administrationEndpoints,
  ...ordersEndpoints,
  ...orderActionsEndpoints,
  ...dealersEndpoints,
  ...customersEndpoints,
  ...dashboardEndpoints,
  ...notificationsEndpoints,
  ...searchEndpoints,
  ...downloadsEndpoints,
} as const;

/** Two tables as one; pure, so that a bundle that reads neither the whole nor `B` leaves `B` out. */
function joined<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

/**
 * Every endpoint of the API, by the client's method name: the union of the areas (no name is in two,
 * `endpoints.test.ts`), which the server binds and the API's description reads.
 */
export const endpoints = /* @__PURE__ */ joined(
  eagerEndpoints,
  /* @__PURE__ */ joined(
    /* @__PURE__ */ joined(
      /* @__PURE__ */ joined(customerToolEndpoints, customerCommentsFilesEndpoints),
      priceFileEndpoints,
    ),
    /* @__PURE__ */ joined(
      /* @__PURE__ */ joined(dealerToolEndpoints, /* @__PURE__ */ joined(priceEndpoints, priceRuleEndpoints)),
      /* @__PURE__ */ joined(
        /* @__PURE__ */ joined(catalogueEditEndpoints, repriceEndpoints),
        modelPictureEndpoints,
      ),
    ),
  ),
);

/**
 * Every list's declaration (`defineList`): what serves every list reads them (the server's exports'
 * slots, the tests that walk every list).
 */
export const declaredLists = [
  mainOrderList,
  subOrderList,
  itemList,
  dealerList,
  customerList,
  userList,
  roleList,
  notificationList,
] as const;

/**
 * Downloads a record's file (binary, not JSON): `GET` with the bearer token. A customer's file
 * (issue 42): `lazyEndpointModules.customerCommentsFiles.files.downloadCustomerFile`.
 */
export const fileDownloadPath = (orderId: number, fileId: number) => `/orders/${orderId}/files/${fileId}`;

export type Endpoints = typeof endpoints;

/** The endpoint of each action on one record (the sales flow's `orderActions`). */
export const orderActionEndpoints = {
  submit: eagerEndpoints.submitOrder,
  approve: eagerEndpoints.approveOrder,
  cancel: eagerEndpoints.cancelOrder,
  confirm: eagerEndpoints.confirmOrder,
  reject: eagerEndpoints.rejectOrder,
  unhold: eagerEndpoints.unholdOrder,
} as const satisfies Record<OrderAction, unknown>;

/** The endpoint of each action over sub-orders of one main order (the sales flow's `subOrderActions`). */
export const subOrderActionEndpoints = {
  'start-production': eagerEndpoints.startProduction,
  warehouse: eagerEndpoints.warehouse,
  hold: eagerEndpoints.hold,
  deliver: eagerEndpoints.deliver,
  complete: eagerEndpoints.complete,
} as const satisfies Record<SubOrderAction, unknown>;
