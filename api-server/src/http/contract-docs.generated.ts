// Made by scripts/contract-docs.mjs from the doc comments of the contract (@doorline/api-client):
// edit the comments there, then run the build (or `node scripts/contract-docs.mjs`).

/** Each named struct of the contract: its description and its fields’, by path (`contact.email`). */
export const contractDocs: Readonly<
  Record<string, { readonly description?: string; readonly fields: Readonly<Record<string, string>> }>
> = {
  AssignDealerBody: { description: 'Spec §5 "Assign dealer".', fields: {} },
  AuditEvent: { fields: { actor: 'Who did it; null when the account is gone or the system did it.' } },
  BooleanParam: {
    description: '`?isSubOrder=true` acts on a sub-order (spec §7); `true`/`false` in a query.',
    fields: {},
  },
  ChangeEmailBody: {
    description:
      "Step 3 (`PATCH /email/change`): the new address and step 2's token (not the e-mailed code).",
    fields: {},
  },
  ChangeEmailVerifyBody: {
    description:
      'Step 2 (`POST /email/change-email-otp-verification`, spec §7): the new address and the code it received; answers `data.code`, a single-use token for step 3 (issue 40).',
    fields: {},
  },
  ChangePasswordResponse: {
    description: 'Changing the password ends every session, this one included; it answers the new session.',
    fields: {},
  },
  Comment: {
    description:
      'A comment; `mentions` (issue 40) are the people it mentions with `@`, whose names its body holds as `@Name` (a person whose account is gone is left out).',
    fields: {},
  },
  ContactInput: {
    description:
      'A contact as a form sends it (spec §5 "Contact forms"): name required, email optional and valid.',
    fields: {},
  },
  CreateCommentBody: {
    fields: {
      mentions:
        'The people the comment mentions (issue 40), each someone who may see the record; told of it.',
    },
  },
  CreateDealerBody: {
    description:
      'Spec §5 "Dealer create": name and description at least 2 characters; the discount starts at 0.',
    fields: {},
  },
  CreateItemBody: {
    description: 'Spec §5 "Add item"; the price has at most two decimals (issue 40).',
    fields: {},
  },
  CreateOrderBody: {
    description:
      'Spec §5 "Create quote": requestedDate required; dealer and salesman optional; the customer\'s contact beyond the spec, as `PATCH /orders/{id}` takes it (issue 40).',
    fields: {},
  },
  CreateRoleBody: { fields: { type: 'Organization when not given (spec §5).' } },
  CurrentPassword: { description: 'The password a person types to prove who they are.', fields: {} },
  Dashboard: {
    description:
      "`GET /dashboard`: each part null (or empty) when the caller does not get it (`dashboardSections`, `waitsFor`). `today` is the server's day that overdue is counted against.",
    fields: {},
  },
  DashboardActivity: {
    description:
      "One change: a record's event (`kind: 'order'`: the sales action, the status it led to, and the record the page opens, its main order) or an administration change of the audit trail (a user, a role or a dealer, with the trail's action).",
    fields: {
      key: 'Unique in the list: `order-<event id>` or `audit-<event id>`.',
      subject:
        "What changed: the main order (its id) with the event's own number, or the user, role or dealer.",
      stage: "An order event's main order's stage now (where its page is), else null.",
    },
  },
  DashboardCount: {
    description:
      "Records of one kind, stage and status in the caller's scope, and how many of them are overdue.",
    fields: {},
  },
  DashboardDue: { description: 'A sub-order on its way to delivery, with its requested date.', fields: {} },
  DashboardWaiting: {
    description:
      'The records waiting for an action the caller may take, in one status the action starts from.',
    fields: {},
  },
  DashboardWeek: {
    description: 'Main orders created in one week (from Monday, UTC), by the stage they are at now.',
    fields: {},
  },
  Dealer: {
    description:
      'A dealer as the list and the profile show it (spec §3 "Dealer"); an empty contact has null fields.',
    fields: {
      discount: "Percent, 0 to 100, two decimals; applies to the dealer's quotes until they are approved.",
    },
  },
  DealerDetails: {
    description: '`GET /dealers/{id}`: the dealer with its sales counts and how many users it has.',
    fields: {
      discount: "Percent, 0 to 100, two decimals; applies to the dealer's quotes until they are approved.",
    },
  },
  DealerSalesCounts: {
    description:
      "How many main records the dealer has at each stage (the profile's links into the sales lists).",
    fields: {},
  },
  DealersQuery: {
    description:
      "`GET /dealers`: the list (any status; deleted only when asked for) and the look-up of the filters and the quote form (`status: 'active'`, limit 20, read until `hasMore` is false). Search matches the name or a contact's e-mail.",
    fields: {
      id: 'The dealer of this id only: how a filter names its chosen dealer when its list is empty.',
    },
  },
  DealerUsersResponse: {
    description: "`GET /dealers/{id}/users`: id and name of the dealer's active users (the salesman pick).",
    fields: {},
  },
  Discount: { description: 'A percent from 0 to 100 with at most two decimals.', fields: {} },
  DocumentLanguageParam: {
    description: "The language a record's PDF is written in: the shared vocabulary's (`texts/`).",
    fields: {},
  },
  DownloadPath: {
    description:
      "A path under the API's base with its query, as a ticket is asked for (`/orders/main-orders/export?dealerId=3`): relative, no `ticket` of its own, at most 2,000 characters.",
    fields: {},
  },
  DownloadTicketBody: {
    description: "`POST /downloads`: a ticket for one `fileAnswer` GET of the caller's.",
    fields: {},
  },
  DownloadTicketResponse: {
    description: "The path to open (relative to the API's base), with `ticket=` added: single use, for 60 s.",
    fields: {},
  },
  Email: {
    description: 'A trimmed, syntactically valid e-mail address of at most 254 characters.',
    fields: {},
  },
  EmailOtpBody: {
    description:
      'Step 1 (`POST /email/otp-verification`): the new address and the current password; a code goes to the new address.',
    fields: {},
  },
  EnableTwoFactorBody: { fields: { secret: 'The secret of `GET /2fa/generate`; required for `app`.' } },
  ErrorBody: {
    description: 'Every error answer of the API: 400, 401, 403, 404, 409, 413, 429, 500 and 503.',
    fields: {},
  },
  ExportLanguage: {
    description: "The languages a file the server writes may be in: the app's (the shared vocabulary's).",
    fields: {},
  },
  FieldError: {
    description: 'One field that failed validation: `path` is dot-separated (`contact.email`).',
    fields: {},
  },
  FileAnswer: {
    description: "What an export answers: a CSV file's bytes (`fileAnswer`), not JSON.",
    fields: {},
  },
  FollowResponse: {
    description:
      '`PUT` / `DELETE /orders/main/{id}/follow` (issue 40): whether the caller now follows the record.',
    fields: {},
  },
  Id: {
    description: 'A positive integer id from a path, a query string ("12") or JSON (12), given as a number.',
    fields: {},
  },
  IdsBody: {
    description: 'The sub-order actions: all or nothing over the listed ids of one main order.',
    fields: {},
  },
  InviteBody: {
    fields: {
      dealerId: 'Required when an organization user invites to a dealer; a dealer user invites to their own.',
    },
  },
  InviteUserBody: {
    description: "`POST /users/invite`, the spec's older variant: the account type is in the body.",
    fields: {},
  },
  IsoDate: {
    description: '`YYYY-MM-DD`, a real calendar day from 1900-01-01 on (spec §5 "Date picker").',
    fields: {},
  },
  ListQuery: {
    description: 'Lists: page from 1, limit 1..100 (spec §9: 5, 10, 25, 50, 100 offered; default 5).',
    fields: {
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
    },
  },
  ListSetting: {
    description: "One list's settings: `null` where the user has chosen nothing (the list's default then).",
    fields: {
      limit: "The page size chosen, one of `listPageSizes`; a list's URL `limit` wins over it.",
      hiddenColumns: "The columns the user hid, in the list's order; `null`: the list's default columns.",
    },
  },
  ListSettingResponse: {
    description: "`PATCH /users/me/list-settings`: the changed list's settings.",
    fields: {},
  },
  ListSettingsResponse: {
    description: '`GET /users/me/list-settings`: the lists the user has settings for.',
    fields: {},
  },
  LivenessResponse: {
    description: '`GET /health/live`: the process is up and answering; nothing else is asked (liveness).',
    fields: {},
  },
  LoginResponse: {
    description: "Either the session's tokens or, for a user with 2FA, the challenge of step 2.",
    fields: {},
  },
  MainOrderRow: { description: 'A row of the quote, pre-order and order lists (main orders).', fields: {} },
  MarkedReadResponse: {
    description: '`PATCH /notifications/read-all`: how many it marked read.',
    fields: {},
  },
  MentionableQuery: {
    description: '`GET /orders/{id}/mentionable`: who a comment may mention, by a part of their name.',
    fields: {},
  },
  MentionableResponse: {
    description: 'The people who may see a record, whom its comments may mention: the first 10 by name.',
    fields: {},
  },
  NewPassword: { description: 'A password chosen at reset or change: 8 to 128 characters.', fields: {} },
  Notification: {
    fields: {
      code: "The event: also the message code (`serverMessages`), worded with `params` in the reader's language.",
      message: 'The English text of the code and params, for a client without translations.',
      isOpen: "The spec's open flag: true until the user reads it.",
      actor: 'Who made the change; null when the account is gone.',
      mine: 'The reader is the salesman of the order or sub-order it is about (the app toasts these).',
    },
  },
  NotificationSettings: {
    description: 'Per group (`notificationGroups`), whether its notifications are also e-mailed.',
    fields: {},
  },
  NotificationsQuery: { fields: { unread: 'Only the unread (`isOpen`) ones.' } },
  NotificationStreamResponse: {
    description: "The stream's answer is `text/event-stream`, not JSON: its events are described below.",
    fields: {},
  },
  NotificationSubject: {
    fields: {
      number: 'The transaction number of an order or sub-order; null for a user or a dealer.',
      mainId:
        "The main order whose page shows it (issue 40): a sub-order's main order, a main order's own id; null for a user or a dealer. A sub-order's place in the app is its order's items.",
    },
  },
  OrderDetails: {
    description: '`GET /orders/main/:id`: the record with its items, sub-orders, totals and history.',
    fields: {
      totals:
        "Sum of item prices, the discount (percent), and the total after it. `discountFixed`: the percent is the dealer's discount stored at approval, which no later change of the dealer's touches; before approval it is the dealer's current one (docs/sales-flow.md \"Discount\").",
      following: 'The reader follows the record: told of its comments and changes (issue 40).',
    },
  },
  OrderDocumentQuery: {
    description:
      "`GET /orders/main/:id/document?lang=uk`: the record as a PDF in the reader's language (default en).",
    fields: {},
  },
  OrderEvent: {
    fields: {
      orderNumber: "The sub-order's number when the event is a sub-order's; null for the record itself.",
      detail: 'What the event names beyond the status: the address a quote was sent to (`send`, issue 28).',
    },
  },
  OrderListQuery: {
    description: "The main-order lists' query: the list's filters and its sort.",
    fields: {
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
    },
  },
  OutboxMessage: {
    fields: { attachments: "The files sent with it (a quote's PDF, issue 28): names and sizes in bytes." },
  },
  Password: {
    description: 'Passwords are never truncated; 128 characters is the ceiling (docs/identity.md).',
    fields: {},
  },
  PermissionIds: {
    description: 'At least one permission id (spec §5 "Role create": \'Must be at least 1.\'), each once.',
    fields: {},
  },
  PersonName: { description: 'Name at least 2 characters (spec §9 "Name ... minimum 2").', fields: {} },
  Phone: { description: 'A plus sign then 10 to 15 digits (spec §5).', fields: {} },
  PhoneVerifyBody: {
    description: 'Sends the phone code of registration; the invite (email and code) proves the caller may.',
    fields: {},
  },
  PositiveIntParam: {
    description: 'A positive integer id given in a path or query string ("12") or in JSON (12).',
    fields: {},
  },
  PublicConfig: {
    description: '`GET /config`: what the screens need to know of the server, before and after signing in.',
    fields: {
      googleClientId: "Google sign-in's OAuth client id; null hides the Google button.",
      outbox: 'True when the server keeps messages in the outbox that the development page lists.',
      currency:
        "The organization's currency (the server's CURRENCY, default UAH): every amount of the API is in it, and every screen and document shows it with the amount (issue 40 item 2).",
    },
  },
  ReadinessResponse: {
    description:
      '`GET /health/ready`: the database answers and holds every migration of this build, and the file store of uploads answers (readiness); otherwise 503 with the reason (`databaseUnavailable`, `migrationsPending`, `fileStorageUnavailable`).',
    fields: {},
  },
  RegisterBody: { fields: { code: 'The invite code from the e-mailed link.' } },
  RegisterResponse: {
    description: 'Signed in, or waiting for an administrator (a user invited by a dealer user).',
    fields: {},
  },
  RegistrationPassword: {
    description: 'A password chosen at registration: 6 to 128 characters (spec §5, docs/identity.md).',
    fields: {},
  },
  ResetToken: {
    description: 'The answer of `POST /password/forgot/verify`: a single-use token that allows the reset.',
    fields: {},
  },
  Role: { fields: { userCount: 'How many users hold the role, whatever their status.' } },
  RoleStatusBody: {
    description: 'Beyond the spec: activate or deactivate a role (its users then hold no permission).',
    fields: {},
  },
  SearchDealer: { fields: { email: "The contact's e-mail, or the responsible contact's when it has none." } },
  SearchQuery: {
    fields: {
      q: 'What to look for: a part of a number, a name or an e-mail (docs/search.md "What it finds").',
      limit: 'At most this many results in each group.',
    },
  },
  SearchRecord: {
    description: 'A quote, pre-order or order (a main order) or a sub-order, as a result shows it.',
    fields: {
      referenceNumber: "A main order's own; a sub-order has none.",
      customer: "The customer of the record (a sub-order's: its main order's).",
      mainOrder: "A sub-order's main order, whose page shows it; null for a main order.",
    },
  },
  SearchResponse: {
    description:
      '`GET /search`: each group the caller gets (`searchAccess`), best matches first (exact, then the start of a field, then anywhere in it; newest first within each); a group the caller does not get is left out, so that "not yours to search" is told from "nothing found".',
    fields: {
      'data.capped':
        'The groups with more matches than the search ranks (a broad term such as "Customer" on a million records): their results are the best of the first matches found; a longer term narrows.',
    },
  },
  SearchText: {
    description: "A list's search as typed: at most 100 characters, none of them a control character.",
    fields: {},
  },
  SendOrderBody: {
    description: "`POST /orders/:id/send`: the quote's PDF to the customer, in `lang`, through the outbox.",
    fields: {},
  },
  SubOrderListQuery: {
    description:
      "The sub-order lists' query: the list's filters and its sort (no reference: a sub-order has none).",
    fields: {
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
    },
  },
  SubOrderRow: {
    description: 'A row of the order-items, production, warehouse and hold lists (sub-orders).',
    fields: { heldFromStatus: 'The status a held sub-order returns to on unhold.' },
  },
  Timestamp: { description: 'An ISO 8601 timestamp as the server sends it.', fields: {} },
  UpdateDealerBody: {
    description:
      "`PATCH /dealers/{id}`: one section at a time (spec §7), so that two people editing different sections of one profile never undo each other: the account `{ name, description, discount }`, `{ contact }`, `{ responsibleContact }`, or `{ status }` (beyond the spec). Each needs its task's rule (`updateDealerTask`): a dealer admin never sends the discount or the status. The spec's `{ dealerId }` (issue 40) may come alone or beside a section: it must be the dealer of the address (the server answers 400 naming `dealerId` otherwise), and alone it changes nothing.",
    fields: {},
  },
  UpdateListSettingBody: {
    description:
      "One list's change: its page size, its hidden columns (each one of that list's `listColumns`; `null` goes back to the list's default), or both; what is not given stays.",
    fields: {},
  },
  UpdateMeBody: {
    description: '`PATCH /users/me`; the e-mail changes only through the code flow of `/email/*`.',
    fields: {},
  },
  UpdateNotificationSettingsBody: {
    description: 'Any of the groups; the others keep their setting.',
    fields: {},
  },
  UpdateOrderBody: {
    description: 'Spec §5 "Edit quote": all optional; the customer\'s contact beyond the spec.',
    fields: {},
  },
  User: {
    description: 'A user as the users list and a user\'s page show them (spec §3 "User").',
    fields: {},
  },
  UserRole: {
    description: "A user's role with the permissions it grants (of the user's type).",
    fields: {
      key: "A seeded role's key (`seededRoleKeys`) names it in the reader's language; `custom_…` otherwise.",
    },
  },
  UsersQuery: {
    fields: {
      search: 'Name or e-mail, or part of either; three or more characters use the trigram indexes.',
      roleId: "Beyond the spec: the users of one role (a role's page).",
    },
  },
  VersionResponse: {
    description:
      "`GET /version`: the server package's version and the commit it was built from (null: unknown).",
    fields: {},
  },
};
