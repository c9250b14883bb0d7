// Made by scripts/contract-docs.mjs from the doc comments of the contract (@doorline/api-client):
// edit the comments there, then run the build (or `node scripts/contract-docs.mjs`).

/** Each named struct of the contract: its description and its fields’, by path (`contact.email`). */
export const contractDocs: Readonly<
  Record<string, { readonly description?: string; readonly fields: Readonly<Record<string, string>> }>
> = {
  ActionQuery: { fields: { isSubOrder: "`true`: the id is a sub-order's, not a main order's." } },
  ActionResponse: {
    fields: {
      message: 'What was done, in English.',
      data: 'The records changed.',
      'data.ids': 'The records the action changed.',
    },
  },
  ApproveBody: {
    fields: { userId: 'The user who waits for approval.', approve: 'True lets them in; false refuses them.' },
  },
  AssignDealerBody: {
    description: 'Spec §5 "Assign dealer".',
    fields: { dealerId: 'The dealer to assign.' },
  },
  AuditEvent: {
    fields: {
      id: "The event's id.",
      action: 'What was done.',
      actor: 'Who did it; null when the account is gone or the system did it.',
      before: 'The changed fields before; null when something was made.',
      after: 'The changed fields after (an export: its list, filters and rows).',
      createdAt: 'When it was done.',
    },
  },
  AuditQuery: {
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
    },
  },
  AuditResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  BooleanParam: { description: '`?isSubOrder=true` acts on a sub-order (spec §7).', fields: {} },
  ChangeEmailBody: {
    description:
      "Step 3 (`PATCH /email/change`): the new address and step 2's token (not the e-mailed code).",
    fields: { email: 'The new e-mail address.', code: 'The token of step 2.' },
  },
  ChangeEmailVerifyBody: {
    description:
      'Step 2 (`POST /email/change-email-otp-verification`, spec §7): the new address and the code it received; answers `data.code`, a single-use token for step 3 (issue 40).',
    fields: { email: 'The new e-mail address.', code: 'The 6-digit code the new address received.' },
  },
  ChangeEmailVerifyResponse: {
    fields: {
      message: 'What was done, in English.',
      data: "The change's token.",
      'data.code': 'A single-use token for `PATCH /email/change`.',
    },
  },
  ChangePasswordBody: {
    fields: { oldPassword: 'The password now.', newPassword: 'The new password, 8 to 128 characters.' },
  },
  ChangePasswordResponse: {
    description: 'Changing the password ends every session, this one included; it answers the new session.',
    fields: { message: 'What was done, in English.', data: 'What the change made or changed, as it is now.' },
  },
  ChangeRoleParams: { fields: { userId: "The user's id.", roleId: 'The role to give them.' } },
  ChangeStatusBody: { fields: { status: 'The new status.' } },
  Comment: {
    description:
      'A comment; `mentions` (issue 40) are the people it mentions with `@`, whose names its body holds as `@Name` (a person whose account is gone is left out).',
    fields: {
      id: "The comment's id.",
      body: 'Its text, with each mention as `@Name`.',
      author: 'Who wrote it; null when the account is gone.',
      mentions: 'The people it mentions.',
      createdAt: 'When it was written.',
    },
  },
  CommentResponse: {
    fields: { message: 'What was done, in English.', data: 'What the change made or changed, as it is now.' },
  },
  CommentsResponse: { fields: { data: 'What was asked for.' } },
  Contact: {
    description: 'A contact person and how to reach them (spec §3 "Contact"); a field not given is null.',
    fields: {
      name: "The person's name.",
      email: 'Their e-mail address.',
      phone: 'Their phone number, `+` and 10 to 15 digits.',
      mobile: 'Their mobile number.',
      fax: 'Their fax number.',
    },
  },
  ContactInput: {
    description:
      'A contact as a form sends it (spec §5 "Contact forms"): name required, email optional and valid.',
    fields: {
      name: "The person's name.",
      phone: 'Their phone number.',
      email: 'Their e-mail address; empty or null when not given.',
      mobile: 'Their mobile number.',
      fax: 'Their fax number.',
    },
  },
  CreateCommentBody: {
    fields: {
      body: "The comment's text, 1 to 5,000 characters.",
      mentions:
        'The people the comment mentions (issue 40), each someone who may see the record; told of it.',
    },
  },
  CreateDealerBody: {
    description:
      'Spec §5 "Dealer create": name and description at least 2 characters; the discount starts at 0.',
    fields: {
      name: "The company's name, 2 to 200 characters.",
      description: 'What the company is, 2 to 1,000 characters.',
    },
  },
  CreateItemBody: {
    description: 'Spec §5 "Add item"; the price has at most two decimals (issue 40).',
    fields: {
      orderId: 'The quote to add it to.',
      description: 'What the item is, 1 to 2,000 characters.',
      price: 'Its price, 0 or more, at most two decimals.',
    },
  },
  CreateOrderBody: {
    description:
      'Spec §5 "Create quote": requestedDate required; dealer and salesman optional; the customer\'s contact beyond the spec, as `PATCH /orders/{id}` takes it (issue 40).',
    fields: {
      requestedDate: 'The day the customer wants it, `YYYY-MM-DD`, today or later.',
      dealerId: "The dealer it is for (a dealer user's own when they create it).",
      userId: 'Its salesman.',
      customerContact: "The customer's contact.",
    },
  },
  CreateRoleBody: {
    fields: {
      name: "The role's name, 2 to 200 characters.",
      description: 'What it is for, at most 500 characters.',
      type: 'Organization when not given (spec §5).',
      permissionIds: 'The permissions it grants, at least one.',
    },
  },
  CurrentPassword: { description: 'The password a person types to prove who they are.', fields: {} },
  CurrentUser: {
    fields: {
      image: "The address of the user's photo; null when there is none.",
      type: "`organization` (the manufacturer's staff) or `dealer` (a dealer company's).",
      status: 'Where the account is in its lifecycle (docs/permissions.md "User lifecycle").',
      twoFactorType: "The second step of the user's sign-in, `none` when it is off.",
      dealerId: "A dealer user's dealer; null for an organization user.",
      dealer: "A dealer user's dealer, id and name; null for an organization user.",
      'dealer.id': "The dealer's id.",
      'dealer.name': "The dealer's name.",
      role: "The user's role and what it grants; null when none is assigned.",
      contact: "The user's own contact details.",
      id: "The user's id.",
      name: "The user's name.",
      email: "The user's e-mail address, which they sign in with.",
      phone: "The user's phone number; null when not given.",
    },
  },
  Dashboard: {
    description:
      "`GET /dashboard`: each part null (or empty) when the caller does not get it (`dashboardSections`, `waitsFor`). `today` is the server's day that overdue is counted against.",
    fields: {
      today: "The server's day, `YYYY-MM-DD`.",
      counts: "The records in the caller's scope, by kind, stage and status.",
      waiting: 'The work waiting for the caller.',
      weeks: 'New records per week, the current week last.',
      due: 'The sub-orders due soonest.',
      activity: 'The latest changes the caller may see.',
      notifications: "A dealer user's latest notifications.",
      dealer: "A dealer user's own dealer.",
      'dealer.id': "The dealer's id.",
      'dealer.name': 'Its name.',
      'dealer.discount': 'Its discount, in percent.',
    },
  },
  DashboardActivity: {
    description:
      "One change: a record's event (`kind: 'order'`: the sales action, the status it led to, and the record the page opens, its main order) or an administration change of the audit trail (a user, a role or a dealer, with the trail's action).",
    fields: {
      key: 'Unique in the list: `order-<event id>` or `audit-<event id>`.',
      kind: '`order`, `user`, `role` or `dealer`.',
      action: "The sales action or the audit trail's action.",
      subject:
        "What changed: the main order (its id) with the event's own number, or the user, role or dealer.",
      'subject.id': 'Its id.',
      'subject.name': 'Its number or name.',
      stage: "An order event's main order's stage now (where its page is), else null.",
      toStatus: 'The status an order event led to; null for an administration change.',
      actor: 'Who did it; null when the account is gone or the system did it.',
      createdAt: 'When.',
    },
  },
  DashboardCount: {
    description:
      "Records of one kind, stage and status in the caller's scope, and how many of them are overdue.",
    fields: {
      kind: '`main` (quotes, pre-orders, orders) or `sub` (sub-orders).',
      stage: 'Their stage.',
      status: 'Their status.',
      count: 'How many there are.',
      overdue: 'How many of them are overdue.',
    },
  },
  DashboardDue: {
    description: 'A sub-order on its way to delivery, with its requested date.',
    fields: {
      id: "The sub-order's id.",
      orderNumber: 'Its number.',
      stage: 'Its stage.',
      status: 'Its status.',
      requestedDate: 'The day the customer wants it; null when not set.',
      mainOrderId: 'Its main order, whose page shows it.',
      dealer: 'Its dealer.',
    },
  },
  DashboardResponse: { fields: { data: 'What was asked for.' } },
  DashboardWaiting: {
    description:
      'The records waiting for an action the caller may take, in one status the action starts from.',
    fields: {
      action: 'The action waiting (`approve`, `confirm`, `start-production` …).',
      kind: '`main` or `sub`.',
      stage: "The records' stage.",
      status: 'The status the action starts from.',
      count: 'How many records wait.',
      overdue: 'How many of them are overdue.',
    },
  },
  DashboardWeek: {
    description: 'Main orders created in one week (from Monday, UTC), by the stage they are at now.',
    fields: {
      week: "The week's Monday, `YYYY-MM-DD`.",
      quote: 'How many of its records are quotes now.',
      preorder: 'How many are pre-orders now.',
      order: 'How many are orders now.',
    },
  },
  Dealer: {
    description:
      'A dealer as the list and the profile show it (spec §3 "Dealer"); an empty contact has null fields.',
    fields: {
      id: "The dealer's id.",
      name: "The dealer company's name.",
      description: 'What the company is, in a sentence or two.',
      discount: "Percent, 0 to 100, two decimals; applies to the dealer's quotes until they are approved.",
      status: 'Where the dealer is: invited, active, inactive, blocked or deleted.',
      contact: "The company's contact.",
      responsibleContact: 'The person at the company responsible for the dealership.',
      createdAt: 'When the dealer was created.',
      updatedAt: 'When it last changed.',
    },
  },
  DealerDetails: {
    description: '`GET /dealers/{id}`: the dealer with its sales counts and how many users it has.',
    fields: {
      salesCounts: 'How many records the dealer has at each stage.',
      userCount: 'How many users the dealer has.',
      id: "The dealer's id.",
      name: "The dealer company's name.",
      description: 'What the company is, in a sentence or two.',
      discount: "Percent, 0 to 100, two decimals; applies to the dealer's quotes until they are approved.",
      status: 'Where the dealer is: invited, active, inactive, blocked or deleted.',
      contact: "The company's contact.",
      responsibleContact: 'The person at the company responsible for the dealership.',
      createdAt: 'When the dealer was created.',
      updatedAt: 'When it last changed.',
    },
  },
  DealerParams: { fields: { id: "The dealer's id." } },
  DealerResponse: {
    fields: {
      message: 'What was done, in English, when the request changed the record; absent when it only read it.',
      data: 'The record, as it is now.',
    },
  },
  DealerSalesCounts: {
    description:
      "How many main records the dealer has at each stage (the profile's links into the sales lists).",
    fields: {
      quote: 'Its quotes.',
      preorder: 'Its pre-orders.',
      order: 'Its orders.',
      production: 'Its orders in production.',
      warehouse: 'Its orders in the warehouse.',
      hold: 'Its orders on hold.',
    },
  },
  DealersQuery: {
    description:
      "`GET /dealers`: the list (any status; deleted only when asked for) and the look-up of the filters and the quote form (`status: 'active'`, limit 20, read until `hasMore` is false). Search matches the name or a contact's e-mail. A dealer user's list holds their own dealer only.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      status: 'Only dealers of this status (deleted ones only when asked for).',
      search: "The name or a contact's e-mail, or a part of either.",
      id: 'The dealer of this id only: how a filter names its chosen dealer when its list is empty.',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  DealersResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
      hasMore: 'True while later pages hold more dealers.',
    },
  },
  DealerUsersResponse: {
    description: "`GET /dealers/{id}/users`: id and name of the dealer's active users (the salesman pick).",
    fields: { data: 'What was asked for.' },
  },
  DisableTwoFactorBody: {
    fields: { twoFactorType: 'The second step now on.', token: 'A 6-digit code from it.' },
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
    fields: { path: "The file answer's path under the API, with its query (`/users/export?status=active`)." },
  },
  DownloadTicketResponse: {
    description: "The path to open (relative to the API's base), with `ticket=` added: single use, for 60 s.",
    fields: { data: 'The ticket.', 'data.url': 'The path to open, with `ticket=` added.' },
  },
  Email: {
    description: 'A trimmed, syntactically valid e-mail address of at most 254 characters.',
    fields: {},
  },
  EmailOtpBody: {
    description:
      'Step 1 (`POST /email/otp-verification`): the new address and the current password; a code goes to the new address.',
    fields: { email: 'The new e-mail address.', password: "The caller's password." },
  },
  EnableTwoFactorBody: {
    fields: {
      twoFactorType: 'Where the codes will come from: the app, a text message or an e-mail.',
      token: 'A 6-digit code from that source, to prove it works.',
      secret: 'The secret of `GET /2fa/generate`; required for `app`.',
    },
  },
  ErrorBody: {
    description: 'Every error answer of the API: 400, 401, 403, 404, 409, 413, 429, 500 and 503.',
    fields: {
      error: "A 400's fields at fault, each with its own message.",
      requestId: "The request's id, as the server's log names it: what to quote when reporting a failure.",
      code: "The message's code (`contract/messages.ts`), for a client to word it in its own language.",
      params: "The values the message's words name (a field's limit, a permission's key), by name.",
      message: 'What went wrong, in English.',
    },
  },
  ExportLanguage: {
    description: "The languages a file the server writes may be in: the app's (the shared vocabulary's).",
    fields: {},
  },
  ExportQuery: {
    description: "What every export's query adds to its list's filters and sort.",
    fields: {
      lang: "The language of the file's headings and status names: `en` (the default), `uk` or `ru`.",
    },
  },
  FieldError: {
    description: 'One field that failed validation: `path` is dot-separated (`contact.email`).',
    fields: {
      code: "The message's code (`contract/messages.ts`), for a client to word it in its own language.",
      params: "The values the message's words name (a field's limit, a permission's key), by name.",
      path: 'The field at fault, dot-separated (`contact.email`); `(root)` for the whole input.',
      message: 'What is wrong with it, in English.',
    },
  },
  FileAnswer: {
    description: "What an export answers: a CSV file's bytes (`fileAnswer`), not JSON.",
    fields: {},
  },
  FileInfo: {
    fields: {
      id: "The file's id.",
      name: 'Its name as uploaded.',
      mime: 'Its media type.',
      size: 'Its size in bytes.',
      author: 'Who uploaded it; null when the account is gone.',
      createdAt: 'When it was uploaded.',
    },
  },
  FileParams: { fields: { id: "The record's id.", fileId: "The file's id." } },
  FileResponse: {
    fields: { message: 'What was done, in English.', data: 'What the change made or changed, as it is now.' },
  },
  FilesResponse: { fields: { data: 'What was asked for.' } },
  FollowResponse: {
    description:
      '`PUT` / `DELETE /orders/main/{id}/follow` (issue 40): whether the caller now follows the record.',
    fields: {
      data: 'Whether the caller follows it.',
      'data.following': 'True when the caller now follows the record.',
    },
  },
  ForgotPasswordBody: {
    fields: { email: "The account's e-mail address; a code goes to it if the account exists." },
  },
  ForgotVerifyBody: {
    fields: { email: "The account's e-mail address.", code: 'The 6-digit code the e-mail brought.' },
  },
  ForgotVerifyResponse: {
    fields: {
      message: 'What was done, in English.',
      data: "The reset's token.",
      'data.code': 'A single-use token for `POST /password/reset`.',
    },
  },
  GetMeResponse: { fields: { data: 'What was asked for.' } },
  GoogleLoginBody: { fields: { credential: "The ID token Google's sign-in gave the page." } },
  GoogleLoginResponse: {
    fields: { message: 'What was done, in English.', data: 'What the change made or changed, as it is now.' },
  },
  HealthResponse: {
    fields: { status: '`ok`: the server answers.', database: '`ok`: the database answers.' },
  },
  Id: {
    description: 'A positive integer id from a path, a query string ("12") or JSON (12), given as a number.',
    fields: {},
  },
  IdParams: { fields: { id: "The record's id." } },
  IdsBody: {
    description: 'The sub-order actions: all or nothing over the listed ids of one main order.',
    fields: { ids: 'The sub-orders to act on, 1 to 500, all of one main order.' },
  },
  InviteBody: {
    fields: {
      name: "The invited person's name.",
      email: 'Their e-mail address: the invitation goes to it.',
      phone: 'Their phone number.',
      roleId: 'The role they get, of the account type they join.',
      dealerId: 'Required when an organization user invites to a dealer; a dealer user invites to their own.',
    },
  },
  InviteUserBody: {
    description: "`POST /users/invite`, the spec's older variant: the account type is in the body.",
    fields: {
      type: 'The account type they join: `organization` or `dealer`.',
      name: "The invited person's name.",
      email: 'Their e-mail address: the invitation goes to it.',
      phone: 'Their phone number.',
      roleId: 'The role they get, of that account type.',
      dealerId: 'The dealer they join (a dealer invite by an organization user).',
    },
  },
  IsoDate: {
    description: '`YYYY-MM-DD`, a real calendar day from 1900-01-01 on (spec §5 "Date picker").',
    fields: {},
  },
  Item: {
    fields: {
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
      id: "The item's id.",
      orderId: 'The record it belongs to.',
      description: 'What the item is: the door and its options.',
      price: "Its price, in the organization's currency, before the discount.",
    },
  },
  ItemResponse: {
    fields: { message: 'What was done, in English.', data: 'What the change made or changed, as it is now.' },
  },
  ItemsQuery: {
    description: "`GET /items/order/:orderId`'s query: page and page size.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  ItemsResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  ListQuery: {
    description: "The sales lists' filters and page.",
    fields: {
      stage: 'Only records at this stage.',
      status: 'Only records of this status.',
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      dealerId: "Only this dealer's records (for a dealer user, always their own).",
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
    },
  },
  ListSetting: {
    description: "One list's settings: `null` where the user has chosen nothing (the list's default then).",
    fields: {
      list: 'The list: `quotes`, `preOrders`, `orders`, `orderItems`, `production`, `warehouse`, `hold`, `dealers`, `users`, `roles` or `notifications`.',
      limit: "The page size chosen, one of `listPageSizes`; a list's URL `limit` wins over it.",
      hiddenColumns: "The columns the user hid, in the list's order; `null`: the list's default columns.",
    },
  },
  ListSettingResponse: {
    description: "`PATCH /users/me/list-settings`: the changed list's settings.",
    fields: { data: 'What was asked for.' },
  },
  ListSettingsResponse: {
    description: '`GET /users/me/list-settings`: the lists the user has settings for.',
    fields: { data: 'What was asked for.' },
  },
  LivenessResponse: {
    description: '`GET /health/live`: the process is up and answering; nothing else is asked (liveness).',
    fields: { status: '`ok`: the process answers.' },
  },
  LoginBody: {
    fields: {
      email: "The account's e-mail address.",
      password: "The account's password.",
      twoFactorToken:
        "Step 2 of a two-factor sign-in: the 6-digit code of the user's app, text message or e-mail.",
    },
  },
  LoginResponse: {
    description: "Either the session's tokens or, for a user with 2FA, the challenge of step 2.",
    fields: {
      message: 'What was done, in English.',
      data: "The session's tokens, or the two-factor challenge.",
    },
  },
  LogoutBody: {
    fields: {
      refreshToken: 'The refresh token of the session to end; without it, the session of the access token.',
    },
  },
  MainOrderRow: {
    description: 'A row of the quote, pre-order and order lists (main orders).',
    fields: {
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
      subOrders: 'Its sub-orders, one per item once it is an order.',
      dealer: 'The dealer the record is for; null until one is assigned.',
      user: "The record's salesman; null when none is set.",
      itemsCount: 'How many items it holds.',
      id: "The record's id.",
      orderNumber: 'Its transaction number.',
      referenceNumber: "The customer's own number for it (Reference #); null when not given.",
      note: 'A note on it; null when none.',
      requestedDate: 'The day the customer wants it, `YYYY-MM-DD`; null when not set.',
      stage: 'Where it is in the sales flow: quote, pre-order, order, production, warehouse or hold.',
      status: 'Its status at that stage.',
    },
  },
  MainOrdersResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  MarkedReadResponse: {
    description: '`PATCH /notifications/read-all`: how many it marked read.',
    fields: { data: 'What was asked for.', 'data.marked': 'How many it marked read.' },
  },
  MentionableQuery: {
    description: '`GET /orders/{id}/mentionable`: who a comment may mention, by a part of their name.',
    fields: { search: 'A part of a name.' },
  },
  MentionableResponse: {
    description: 'The people who may see a record, whom its comments may mention: the first 10 by name.',
    fields: { data: 'What was asked for.' },
  },
  MessageResponse: { fields: { message: 'What was done, in English.' } },
  NewPassword: { description: 'A password chosen at reset or change: 8 to 128 characters.', fields: {} },
  Notification: {
    fields: {
      id: "The notification's id, also its place in the live stream.",
      code: "The event: also the message code (`serverMessages`), worded with `params` in the reader's language.",
      params: "The values the message's words name (a number, a name), by name.",
      message: 'The English text of the code and params, for a client without translations.',
      isOpen: "The spec's open flag: true until the user reads it.",
      about: 'What it is about; null when that is gone.',
      actor: 'Who made the change; null when the account is gone.',
      mine: 'The reader is the salesman of the order or sub-order it is about (the app toasts these).',
      createdAt: 'When it happened.',
    },
  },
  NotificationParams: { fields: { id: "The notification's id." } },
  NotificationResponse: { fields: { data: 'What was asked for.' } },
  NotificationSettings: {
    description: 'Per group (`notificationGroups`), whether its notifications are also e-mailed.',
    fields: {
      email: 'Per group, true when its notifications are also e-mailed.',
      'email.sales': 'Quotes, pre-orders and orders.',
      'email.production': 'Sub-orders in production, the warehouse and delivery.',
      'email.comments': 'Comments and mentions.',
      'email.administration': 'Users, roles and dealers.',
    },
  },
  NotificationSettingsResponse: { fields: { data: 'What was asked for.' } },
  NotificationsQuery: {
    description: "`GET /notifications`'s query: page, page size, unread only and the sort.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      unread: 'Only the unread (`isOpen`) ones.',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  NotificationsResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  NotificationStreamResponse: {
    description: "The stream's answer is `text/event-stream`, not JSON: its events are described below.",
    fields: {},
  },
  NotificationSubject: {
    fields: {
      kind: '`main` (a quote, pre-order or order), `sub` (a sub-order), `user` or `dealer`.',
      id: 'Its id.',
      number: 'The transaction number of an order or sub-order; null for a user or a dealer.',
      mainId:
        "The main order whose page shows it (issue 40): a sub-order's main order, a main order's own id; null for a user or a dealer. A sub-order's place in the app is its order's items.",
    },
  },
  OrderDetails: {
    description: '`GET /orders/main/:id`: the record with its items, sub-orders, totals and history.',
    fields: {
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
      dealer: 'The dealer the record is for, with its discount now; null until assigned.',
      'dealer.id': "The dealer's id.",
      'dealer.name': "The dealer's name.",
      'dealer.discount': "The dealer's discount now, in percent.",
      user: "The record's salesman; null when none is set.",
      customer: "The dealer's customer the quote is for.",
      'customer.contact': "The customer's contact; null when not given.",
      items: 'Its items.',
      itemsCount: 'How many items it holds.',
      subOrders: 'Its sub-orders, one per item once it is an order.',
      totals:
        "Sum of item prices, the discount (percent), and the total after it. `discountFixed`: the percent is the dealer's discount stored at approval, which no later change of the dealer's touches; before approval it is the dealer's current one (docs/sales-flow.md \"Discount\").",
      'totals.subtotal': "The sum of the items' prices.",
      'totals.discountPercent': 'The discount, in percent.',
      'totals.discount': 'The discount, as an amount.',
      'totals.total': 'What is owed: the subtotal less the discount.',
      'totals.discountFixed': "True once approved: the percent no longer follows the dealer's.",
      events: 'Its history, oldest first.',
      following: 'The reader follows the record: told of its comments and changes (issue 40).',
      id: "The record's id.",
      orderNumber: 'Its transaction number.',
      referenceNumber: "The customer's own number for it (Reference #); null when not given.",
      note: 'A note on it; null when none.',
      requestedDate: 'The day the customer wants it, `YYYY-MM-DD`; null when not set.',
      stage: 'Where it is in the sales flow: quote, pre-order, order, production, warehouse or hold.',
      status: 'Its status at that stage.',
    },
  },
  OrderDetailsResponse: {
    fields: {
      message: 'What was done, in English, when the request changed the record; absent when it only read it.',
      data: 'The record, as it is now.',
    },
  },
  OrderDocumentQuery: {
    description:
      "`GET /orders/main/:id/document?lang=uk`: the record as a PDF in the reader's language (default en).",
    fields: { lang: "The document's language: `en` (the default), `uk` or `ru`." },
  },
  OrderEvent: {
    fields: {
      id: "The event's id.",
      orderId: 'The record it happened to.',
      orderNumber: "The sub-order's number when the event is a sub-order's; null for the record itself.",
      action: 'The action taken (`submit`, `approve`, `send` …).',
      fromStatus: 'The status before; null when the record was created.',
      toStatus: 'The status after.',
      user: 'Who took the action; null when the account is gone.',
      detail: 'What the event names beyond the status: the address a quote was sent to (`send`, issue 28).',
      createdAt: 'When it happened.',
    },
  },
  OrderIdParams: { fields: { orderId: "The record's id." } },
  OrderListQuery: {
    description: "The main-order lists' query: the list's filters and its sort.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      stage: 'Only records at this stage.',
      status: 'Only records of this status.',
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      dealerId: "Only this dealer's records (for a dealer user, always their own).",
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  OutboxMessage: {
    fields: {
      id: "The message's id.",
      channel: '`email` or `sms`.',
      recipient: 'The address or phone number it goes to.',
      subject: "An e-mail's subject; null for a text message.",
      body: "The message's text.",
      status: '`pending`, `sent`, or `failed` after its last attempt.',
      attempts: 'How many times it was tried.',
      attachments: "The files sent with it (a quote's PDF, issue 28): names and sizes in bytes.",
      'attachments.fileName': "The file's name.",
      'attachments.contentType': "The file's media type.",
      'attachments.size': 'Its size in bytes.',
      createdAt: 'When it was written.',
    },
  },
  OutboxResponse: { fields: { data: 'What was asked for.' } },
  Pagination: {
    description: 'Where a page is in its list.',
    fields: {
      page: "The page's number, from 1.",
      limit: 'The most rows a page holds.',
      count: 'How many rows match, on every page together.',
    },
  },
  Password: {
    description: 'Passwords are never truncated; 128 characters is the ceiling (docs/identity.md).',
    fields: {},
  },
  PendingApproval: {
    description:
      "A registration that waits for an administrator's approval (a user invited by a dealer user).",
    fields: { pendingApproval: "Always true: the account waits for an administrator's approval." },
  },
  Permission: {
    fields: {
      id: "The permission's id.",
      key: 'Its key (`orders.read`), what the access rules name.',
      name: 'Its name, in English.',
      description: 'What it allows, in English.',
      type: 'The account type it is for.',
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
    },
  },
  PermissionIds: {
    description: 'At least one permission id (spec §5 "Role create": \'Must be at least 1.\'), each once.',
    fields: {},
  },
  PermissionRef: {
    fields: {
      id: "The permission's id.",
      name: "The permission's name, in English.",
      key: "The permission's key (`orders.read`), what the access rules name.",
    },
  },
  PermissionsQuery: { fields: { type: 'Only the permissions of this account type.' } },
  PermissionsResponse: { fields: { data: 'What was asked for.' } },
  PersonName: { description: 'Name at least 2 characters (spec §9 "Name ... minimum 2").', fields: {} },
  Phone: { description: 'A plus sign then 10 to 15 digits (spec §5).', fields: {} },
  PhoneVerifyBody: {
    description: 'Sends the phone code of registration; the invite (email and code) proves the caller may.',
    fields: {
      phone: 'The phone number to send the code to.',
      email: 'The e-mail address the invitation went to.',
      code: "The invitation's code, from its link.",
    },
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
  PublicConfigResponse: { fields: { data: 'What was asked for.' } },
  ReadinessResponse: {
    description:
      '`GET /health/ready`: the database answers and holds every migration of this build, and the file store of uploads answers (readiness); otherwise 503 with the reason (`databaseUnavailable`, `migrationsPending`, `fileStorageUnavailable`).',
    fields: {
      status: '`ok`: ready for requests.',
      database: '`ok`: the database answers.',
      migrations: '`ok`: the database holds every migration of this build.',
      storage: '`ok`: the file store of uploads answers.',
    },
  },
  Ref: { fields: { id: 'Its id.', name: 'Its name.' } },
  RefreshTokenBody: { fields: { refreshToken: 'The refresh token of the sign-in or of the last refresh.' } },
  RefreshTokenResponse: {
    fields: {
      data: 'The new pair; the old refresh token is used up.',
      'data.access_token': 'The new access token.',
      'data.refresh_token': 'The new refresh token.',
    },
  },
  RegisterBody: {
    fields: {
      email: 'The e-mail address the invitation went to.',
      code: 'The invite code from the e-mailed link.',
      phone: "The phone number the registration's code went to.",
      password: 'The password chosen, 6 to 128 characters.',
      phoneCode: 'The 6-digit code sent to the phone by `POST /phone/verify`.',
    },
  },
  RegisterResponse: {
    description: 'Signed in, or waiting for an administrator (a user invited by a dealer user).',
    fields: {
      message: 'What was done, in English.',
      data: 'The new session, or `pendingApproval` when an administrator must approve the user first.',
    },
  },
  RegistrationPassword: {
    description: 'A password chosen at registration: 6 to 128 characters (spec §5, docs/identity.md).',
    fields: {},
  },
  ResetPasswordBody: {
    fields: {
      email: "The account's e-mail address.",
      code: 'The token of `POST /password/forgot/verify`.',
      password: 'The new password, 8 to 128 characters.',
    },
  },
  ResetToken: {
    description: 'The answer of `POST /password/forgot/verify`: a single-use token that allows the reset.',
    fields: {},
  },
  Role: {
    fields: {
      id: "The role's id.",
      key: "A seeded role's key (`administrator`); `custom_…` for a role the organization made.",
      name: 'Its name.',
      description: 'What it is for.',
      type: 'The account type it is for.',
      isActive: 'False when turned off: its users then hold none of its permissions.',
      permissions: 'The permissions it grants.',
      userCount: 'How many users hold the role, whatever their status.',
      createdAt: 'When it was made.',
      updatedAt: 'When it last changed.',
    },
  },
  RoleParams: { fields: { id: "The role's id." } },
  RolePermissionsBody: { fields: { permissionIds: 'The permissions it grants from now on, at least one.' } },
  RolePermissionsParams: { fields: { roleId: "The role's id." } },
  RoleResponse: {
    fields: {
      message: 'What was done, in English, when the request changed the record; absent when it only read it.',
      data: 'The record, as it is now.',
    },
  },
  RolesQuery: {
    description: "`GET /roles`'s query: page, page size, the account type and the sort.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      type: 'Only roles of this account type.',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  RolesResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  RoleStatusBody: {
    description: 'Beyond the spec: activate or deactivate a role (its users then hold no permission).',
    fields: { isActive: 'True turns the role on, false off.' },
  },
  SalesmanRef: {
    fields: {
      id: "The person's id.",
      name: "The person's name.",
      type: 'Their account type: `organization` or `dealer`.',
    },
  },
  SearchDealer: {
    fields: {
      id: "The dealer's id.",
      name: 'Its name.',
      status: 'Its status.',
      email: "The contact's e-mail, or the responsible contact's when it has none.",
    },
  },
  SearchQuery: {
    fields: {
      q: 'What to look for: a part of a number, a name or an e-mail (docs/search.md "What it finds").',
      limit: 'At most this many results in each group.',
    },
  },
  SearchRecord: {
    description: 'A quote, pre-order or order (a main order) or a sub-order, as a result shows it.',
    fields: {
      id: "The record's id.",
      kind: '`main` (a quote, pre-order or order) or `sub` (a sub-order).',
      orderNumber: 'Its transaction number.',
      referenceNumber: "A main order's own; a sub-order has none.",
      customer: "The customer of the record (a sub-order's: its main order's).",
      'customer.name': "The customer's name; null when not given.",
      'customer.email': "The customer's e-mail address; null when not given.",
      stage: 'Where it is in the sales flow.',
      status: 'Its status.',
      dealer: 'Its dealer; null until assigned.',
      mainOrder: "A sub-order's main order, whose page shows it; null for a main order.",
      'mainOrder.id': "The main order's id.",
      'mainOrder.orderNumber': 'Its transaction number.',
      'mainOrder.stage': 'Its stage: where its page is.',
    },
  },
  SearchResponse: {
    description:
      '`GET /search`: each group the caller gets (`searchAccess`), best matches first (exact, then the start of a field, then anywhere in it; newest first within each); a group the caller does not get is left out, so that "not yours to search" is told from "nothing found".',
    fields: {
      data: 'The groups the caller gets.',
      'data.records': 'Quotes, pre-orders, orders and sub-orders by number, reference or customer.',
      'data.dealers': 'Dealers by name or e-mail.',
      'data.users': 'Users by name or e-mail.',
      'data.capped':
        'The groups with more matches than the search ranks (a broad term such as "Customer" on a million records): their results are the best of the first matches found; a longer term narrows.',
    },
  },
  SearchText: {
    description: "A list's search as typed: at most 100 characters, none of them a control character.",
    fields: {},
  },
  SearchUser: {
    fields: {
      id: "The user's id.",
      name: 'Their name.',
      email: 'Their e-mail address.',
      type: '`organization` or `dealer`.',
      status: 'Their status.',
      dealer: "A dealer user's dealer; null for an organization user.",
    },
  },
  SendOrderBody: {
    description: "`POST /orders/:id/send`: the quote's PDF to the customer, in `lang`, through the outbox.",
    fields: {
      email: "The customer's e-mail address.",
      subject: "The e-mail's subject, 1 to 200 characters.",
      message: "The e-mail's text, at most 5,000 characters.",
      lang: 'The language of the attached PDF: `en` (the default), `uk` or `ru`.',
    },
  },
  SendOrderResponse: {
    fields: {
      message: 'What was done, in English.',
      data: 'Where it went.',
      'data.email': 'The address it was sent to.',
      'data.fileName': "The attached PDF's name.",
    },
  },
  SendOtpParams: { fields: { type: 'Where to send the code: `sms` or `email`.' } },
  SessionInfo: {
    fields: {
      id: "The session's id.",
      userAgent: 'The browser or client that signed in, as it names itself.',
      ip: 'The address it signed in from.',
      createdAt: 'When it signed in.',
      lastUsedAt: 'When it last refreshed its token; null when never.',
      current: 'True for the session of this request.',
    },
  },
  SessionParams: { fields: { id: "The session's id." } },
  SessionsResponse: { fields: { data: 'What was asked for.' } },
  SessionTokens: {
    fields: {
      token:
        'The access token: `Authorization: Bearer <token>` on every other call; valid 15 minutes by default.',
      refreshToken:
        'The refresh token: `POST /refresh-token` trades it for a new pair; it lives as long as the session.',
    },
  },
  SubOrderListQuery: {
    description:
      "The sub-order lists' query: the list's filters and its sort (no reference: a sub-order has none).",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      stage: 'Only records at this stage.',
      status: 'Only records of this status.',
      search: 'Transaction number, or part of it; three or more characters use the trigram index.',
      dealerId: "Only this dealer's records (for a dealer user, always their own).",
      overdue:
        '`true`: only overdue records, their requested date passed and not delivered (docs/sales-flow.md "Overdue").',
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  SubOrderRef: {
    fields: {
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
      id: "The sub-order's id.",
      orderNumber: "Its number: the main order's, with its place (`Q-1024-2`).",
      status: 'Its status.',
    },
  },
  SubOrderRow: {
    description: 'A row of the order-items, production, warehouse and hold lists (sub-orders).',
    fields: {
      createdAt: 'When it was created.',
      updatedAt: 'When it last changed.',
      dealer: 'The dealer the record is for; null until one is assigned.',
      user: "The record's salesman; null when none is set.",
      id: "The sub-order's id.",
      orderNumber: 'Its number.',
      stage: 'Where it is in the sales flow.',
      status: 'Its status at that stage.',
      heldFromStatus: 'The status a held sub-order returns to on unhold.',
      requestedDate: 'The day the customer wants it, `YYYY-MM-DD`; null when not set.',
      mainOrder: 'The main order it belongs to.',
      'mainOrder.id': "The main order's id.",
      'mainOrder.orderNumber': 'Its transaction number.',
      'mainOrder.status': 'Its status.',
      item: 'The item it makes; null when the item is gone.',
      'item.id': "The item's id.",
      'item.description': 'What the item is.',
      'item.price': "Its price, in the organization's currency.",
    },
  },
  SubOrdersResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  Timestamp: { description: 'An ISO 8601 timestamp as the server sends it.', fields: {} },
  TwoFactorChallenge: {
    fields: {
      requiresTwoFactor: 'Always true: send the same body again with `twoFactorToken`.',
      twoFactorType: 'Where the code comes from: the authenticator app, a text message or an e-mail.',
    },
  },
  TwoFactorSetup: {
    fields: {
      secret: "The authenticator app's secret, to type in by hand.",
      qrCodeDataURL: 'The same secret as a QR code, a `data:` image address.',
    },
  },
  TwoFactorSetupResponse: { fields: { data: 'What was asked for.' } },
  UnreadCountResponse: {
    fields: {
      data: 'What was asked for.',
      'data.count': "How many of the caller's notifications are unread.",
    },
  },
  UpdateDealerBody: {
    description:
      "`PATCH /dealers/{id}`: one section at a time (spec §7), so that two people editing different sections of one profile never undo each other: the account `{ name, description, discount }`, `{ contact }`, `{ responsibleContact }`, or `{ status }` (beyond the spec). Each needs its task's rule (`updateDealerTask`): a dealer admin never sends the discount or the status. The spec's `{ dealerId }` (issue 40) may come alone or beside a section: it must be the dealer of the address (the server answers 400 naming `dealerId` otherwise), and alone it changes nothing.",
    fields: {
      dealerId: 'The dealer of the address, when the client sends it too.',
      name: "The company's name (the account section).",
      description: 'What the company is (the account section).',
      discount: "The dealer's discount in percent, 0 to 100 (the account section; the organization only).",
      contact: "The company's contact (its own section).",
      responsibleContact: 'The responsible person (its own section).',
      status: 'The new status (its own section; the organization only).',
    },
  },
  UpdateListSettingBody: {
    description:
      "One list's change: its page size, its hidden columns (each one of that list's `listColumns`; `null` goes back to the list's default), or both; what is not given stays.",
    fields: {
      list: 'The list to change.',
      limit: 'Its page size, one of the sizes offered.',
      hiddenColumns: "The columns to hide, each one of that list's; null goes back to the default.",
    },
  },
  UpdateMeBody: {
    description: '`PATCH /users/me`; the e-mail changes only through the code flow of `/email/*`.',
    fields: {
      name: "The caller's new name.",
      phone: "The caller's new phone number; null removes it.",
      contact: "The caller's contact details.",
    },
  },
  UpdateNotificationSettingsBody: {
    description: 'Any of the groups; the others keep their setting.',
    fields: {
      email: 'The groups to change, each true (e-mail them) or false.',
      'email.sales': 'Quotes, pre-orders and orders.',
      'email.production': 'Sub-orders in production, the warehouse and delivery.',
      'email.comments': 'Comments and mentions.',
      'email.administration': 'Users, roles and dealers.',
    },
  },
  UpdateOrderBody: {
    description: 'Spec §5 "Edit quote": all optional; the customer\'s contact beyond the spec.',
    fields: {
      referenceNumber: "The customer's own number for it; null clears it.",
      note: 'A note; null clears it.',
      requestedDate: 'The day the customer wants it, today or later; null clears it.',
      customerContact: "The customer's contact; null clears it.",
    },
  },
  User: {
    description: 'A user as the users list and a user\'s page show them (spec §3 "User").',
    fields: {
      id: "The user's id.",
      name: 'Their name.',
      email: 'Their e-mail address.',
      phone: 'Their phone number; null when not given.',
      type: '`organization` or `dealer`.',
      status: 'Where the account is in its lifecycle.',
      roleId: "Their role's id; null when none.",
      role: 'Their role and what it grants; null when none.',
      dealerId: "A dealer user's dealer; null for an organization user.",
      dealer: "A dealer user's dealer, id and name; null for an organization user.",
      contact: 'Their contact details.',
      invitedBy: 'Who invited them; null when seeded or the account is gone.',
      createdAt: 'When they were invited.',
      updatedAt: 'When they last changed.',
    },
  },
  UserIdParams: { fields: { id: "The user's id." } },
  UserParams: { fields: { id: "The user's id." } },
  UserPermissionsResponse: { fields: { data: 'What was asked for.' } },
  UserResponse: {
    fields: {
      message: 'What was done, in English, when the request changed the record; absent when it only read it.',
      data: 'The record, as it is now.',
    },
  },
  UserRole: {
    description: "A user's role with the permissions it grants (of the user's type).",
    fields: {
      id: "The role's id.",
      key: "A seeded role's key (`seededRoleKeys`) names it in the reader's language; `custom_…` otherwise.",
      name: "The role's name as the organization wrote it.",
      isActive: 'False when the role is turned off: its users then hold none of its permissions.',
      permissions: 'The permissions the role grants.',
    },
  },
  UsersQuery: {
    description: "`GET /users`'s query: page, page size, the filters and the sort.",
    fields: {
      page: 'The page to answer, from 1 (the first when not given).',
      limit: 'The most rows a page holds, 1 to 100 (5 when not given).',
      type: 'Only users of this account type.',
      status: 'Only users of this status.',
      search: 'Name or e-mail, or part of either; three or more characters use the trigram indexes.',
      dealerId: "Only this dealer's users.",
      roleId: "Beyond the spec: the users of one role (a role's page).",
      sort: "The field the rows are sorted by; without it, the list's default order.",
      order: '`asc` (the default) or `desc`; read only with `sort`.',
    },
  },
  UsersResponse: {
    fields: {
      data: "The page's rows, in the list's order.",
      pagination: 'Which page this is, its size, and how many rows match in all.',
    },
  },
  UserSummary: {
    fields: {
      type: '`organization` or `dealer`.',
      status: 'Where the account is in its lifecycle.',
      roleId: "The user's role; null when none.",
      dealerId: "A dealer user's dealer; null for an organization user.",
      createdAt: 'When the user was invited.',
      updatedAt: 'When the user last changed.',
      id: "The user's id.",
      name: "The user's name.",
      email: "The user's e-mail address, which they sign in with.",
      phone: "The user's phone number; null when not given.",
    },
  },
  UserSummaryResponse: {
    fields: {
      message: 'What was done, in English, when the request changed the record; absent when it only read it.',
      data: 'The record, as it is now.',
    },
  },
  VersionResponse: {
    description:
      "`GET /version`: the server package's version and the commit it was built from (null: unknown).",
    fields: {
      version: "The server package's version.",
      commit: 'The commit the server was built from; null when unknown.',
    },
  },
};
