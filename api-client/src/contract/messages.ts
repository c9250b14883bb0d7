/**
 * Every failure the server words, by code: the English text is what `message` (and a field's
 * `message`) says; `code` and `params` go beside it in the answer, so that a client shows the text
 * in its own language (the web app: `locales/<language>/server.ts`, docs/decisions.md "Server
 * messages in the reader's language"). `{{name}}` is a parameter, filled from `params`.
 * The texts the spec gives are quoted as it gives them.
 */
export const serverMessages = {
  // The HTTP layer.
  internalError: 'Internal server error',
  databaseUnavailable: 'Database unavailable',
  migrationsPending: 'The database lacks migrations of this build: {{migrations}}',
  fileStorageUnavailable: 'File storage unavailable',
  serverStarting: 'The server is starting: try again in a moment',
  recordNotFound: 'Not found',
  methodNotAllowed: '{{method}} is not allowed here; this address takes {{allowed}}',
  badRequest: 'Bad request',
  malformedJson: 'Malformed JSON body',
  bodyNotJson: 'Body is not valid JSON',
  emptyJson: 'Empty JSON body',
  bodyRequired: 'Body is required',
  unsupportedContentType: 'Unsupported Content-Type: send application/json',
  bodyMustBeJson: 'Body must be JSON',
  bodyTooLarge: 'Request body is too large',
  headersTooLarge: 'Request headers are too large',
  requestTimedOut: 'The request took too long to arrive',
  contentLengthMismatch: 'Content-Length does not match the body',
  tooManyFromAddress: 'Too many requests from this address. Try again in {{seconds}} seconds.',
  permissionMissing: 'You do not have the "{{permission}}" permission',

  // Uploads.
  fileTooLarge: 'The file must be at most {{megabytes}} MB',
  photoTooLarge: 'The photo must be at most {{megabytes}} MB',
  uploadOneFile: 'Send one file per request',
  fileEmpty: 'The file is empty',
  fileOnlyField: 'Send the file as the only field, named "file"',
  photoOnlyField: 'Send the photo as the only field, named "file"',
  fileUnreadable: 'The upload could not be read; send the file as multipart/form-data',
  photoUnreadable: 'The upload could not be read; send the photo as multipart/form-data',
  fileNotMultipart: 'Send the file as multipart/form-data in the "file" field',
  photoNotMultipart: 'Send the photo as multipart/form-data in the "file" field',
  fileChoose: 'Choose a file to upload',
  photoChoose: 'Choose a photo to upload',
  imageUnsupported: 'Only JPEG, PNG or WebP images',
  imageTooManyPixels: 'The image must be at most {{megapixels}} megapixels',
  imageUnreadable: 'The image could not be read',
  fileNotFound: 'File not found',

  // Signing in and sessions.
  invalidCredentials: 'Invalid email or password',
  authenticationRequired: 'Authentication required',
  accessTokenExpired: 'Access token expired',
  invalidAccessToken: 'Invalid access token',
  sessionEnded: 'Session ended. Sign in again.',
  downloadTicketInvalid: 'This download link is no longer valid: start the download again',
  downloadNotAFile: 'Not a file download: {{path}}',
  exportsBusy: 'Too many exports are being written right now. Try again in {{seconds}} seconds.',
  invalidRefreshToken: 'Invalid refresh token',
  sessionExpired: 'Session expired',
  refreshTokenReused: 'Refresh token was already used; signed out for safety',
  sessionNotFound: 'Session not found',
  accountInvited: 'Your account is not activated yet. Complete your registration first.',
  accountPendingApproval: 'Your account is waiting for approval by an administrator.',
  accountSuspended: 'Your account is suspended. Contact your administrator.',
  accountBlocked: 'Your account is blocked. Contact your administrator.',
  accountInactive: 'Your account is deactivated. Contact your administrator.',
  accountDeleted: 'Your account has been deleted. Contact your administrator.',
  dealerBlocked: 'Your dealer company is blocked. Contact your administrator.',
  dealerInactive: 'Your dealer company is deactivated. Contact your administrator.',
  dealerDeleted: 'Your dealer company has been deleted. Contact your administrator.',
  tooManyFailedAttempts: 'Too many failed attempts. Try again later.',

  // One-time codes and two-factor authentication.
  codeInvalid: 'Invalid or expired code',
  codeVoided: 'This code was tried too many times. Request a new code.',
  codeWait: 'Please wait {{seconds}} seconds before requesting a new code.',
  totpInvalid: 'Invalid authentication code',
  totpReused: 'This code was already used. Wait for the next one.',
  phoneMissing: 'Phone number is missing',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled. Disable it first.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled.',
  twoFactorOtherMethod: 'Enter a code of your current two-factor method ({{method}}).',
  secretRequired: 'Secret is required',
  secretInvalid: 'Secret is not valid',
  phoneLockedBySms: 'Turn off two-factor authentication by SMS before changing the phone.',

  // Passwords and e-mail.
  passwordTooCommon: 'This password is too common and easy to guess. Choose a less predictable one.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordWrong: 'Password is incorrect',
  emailUnchanged: 'This is already your email address.',
  emailInUse: 'This email is already used by another account.',

  // Google sign-in.
  googleNotConfigured: 'Google sign-in is not configured',
  googleInvalid: 'Google sign-in failed: the Google credential is not valid',
  googleExpired: 'Google sign-in failed: the Google credential has expired',
  googleUnverified: 'Google has not verified this e-mail address',
  googleUnavailable: 'Google sign-in is unavailable right now. Try again later.',
  googleTwoFactor:
    'This account uses two-factor authentication: sign in with your e-mail, password and code.',
  googleNoAccount: 'No Doorline account uses this Google e-mail. Ask an administrator for an invitation.',

  // Invitations and registration.
  chooseDealer: 'Choose a dealer.',
  chooseActiveRole: 'Choose an active {{type}} role.',
  userExists: 'A user with this email already exists.',
  phoneMismatch: 'This phone number does not match the invite.',
  onlyInvitedReinvited: 'Only invited users can be invited again.',
  onlyPendingApproved: 'Only users pending approval can be approved.',

  // Users and roles.
  userNotFound: 'User not found',
  ownRole: 'You cannot change your own role.',
  ownStatus: 'You cannot change your own status.',
  lockedOut: 'This change would leave nobody able to manage roles.',
  userStatusChange: 'A user who is {{from}} cannot be set to {{to}}.',
  roleNotFound: 'Role not found',
  roleNameTaken: 'A role with this name already exists.',
  permissionsOfType: 'Choose {{type}} permissions only.',

  // Dealers.
  dealerNotFound: 'Dealer not found',
  customerNotFound: 'Customer not found',
  mergeSelf: 'A customer cannot be merged with itself',
  pairSelf: 'A customer is no pair with itself',
  mergeOtherDealer: 'Only customers of the same dealer can be merged',
  importNotATable: 'Only a CSV or XLSX file can be imported',
  importNoRows: 'The file has no rows to import under its heading row',
  importTooManyRows: 'The file has {{rows}} rows; at most {{max}} can be imported at once',
  importNul: 'Line {{line}}, column {{column}}: the cell holds a NUL character',
  importFormula: 'Line {{line}}, column {{column}}: the cell holds a formula; save the values only',
  importUnreadable: 'The file could not be read as {{format}}',
  importNotFound: 'This upload is gone: upload the file again',
  importDone: 'This file was already imported',
  importRowsFail: '{{rows}} rows would fail: check the file again, fix or skip them',
  importUnknownField: 'No field is named {{field}}',
  importColumnMissing: 'The file has no column {{column}}',
  dealerIdMismatch: 'dealerId must be the dealer of the address ({{id}})',
  atLeastTwo: 'Must be at least 2.',
  required: 'REQUIRED',
  dealerStatusChange: 'A dealer that is {{from}} cannot be set to {{to}}.',
  discountNotYours: "Only the organization can change a dealer's discount.",
  statusNotYours: "Only the organization can change a dealer's status.",

  // Prices (issue 43).
  onlyOrganizationPrices: 'Only the organization can change prices.',
  priceVersionNotFound: 'Price version not found',
  modelNotFound: 'Model not found',
  optionNotFound: 'Option not found',
  priceVersionPublished: 'A published price version is never changed: copy it into a new draft',
  priceFieldRequired: 'Required for a price of kind {{kind}}.',
  ascending: 'Must be in ascending order, each different.',
  tableShape: 'Must have one row for each height and one cell for each width.',
  tableOutsideRule: 'Must cover the sizes the model is made in: from {{min}} to {{max}} mm.',
  // Dealers' rules (issue 43, part 4b).
  priceRuleNotFound: 'Price rule not found',
  ruleTargetNotFound: 'No such family, model or option group.',
  ruleTargetRequired: 'Name the family, model or option group.',
  netPriceTarget: 'A net price is given on a model or an option group.',
  percentAbove100: 'Must be between 0 and 100.',
  validToBeforeFrom: 'Must not be before the first day.',
  // Price lists (issue 43: a dealer's own list).
  priceListCodeTaken: 'A price list with this code already exists.',
  priceListNotFound: 'Price list not found',
  priceListCode: 'Letters, digits, -, _ and . only.',
  // A configured door refused (issue 43, part 3): each problem of the pricing module's check, on its field.
  doorNotMade: 'This door cannot be made as configured: see each field.',
  sizeOutOfRange: 'Must be from {{min}} to {{max}} mm.',
  sizeOffStep: 'Must be from {{min}} to {{max}} mm in steps of {{step}} mm.',
  leafCount: 'Give the width of each of the {{leaves}} leaves.',
  leafSum: 'Must be the sum of the leaves: {{sum}} mm.',
  notMadeThisWay: 'Not made this way; made: {{offered}}.',
  sizeNotMade: 'This size is not made.',
  noPriceInVersion: 'Has no price in the price version in force.',
  optionNotForModel: 'Not offered for model {{model}}.',
  optionExcluded: 'Cannot be chosen with {{option}}.',
  optionRequires: 'Needs {{option}}.',
  optionTooWide: 'Only for doors up to {{max}} mm wide.',
  optionTooHigh: 'Only for doors up to {{max}} mm high.',
  optionGroupRequired: 'Choose one option of {{group}}.',
  optionOneOfGroup: 'Only one option of {{group}} can be chosen.',
  effectiveFromPast: 'A price version takes effect today or later.',
  noPriceInForce: 'No price version is in force today.',
  // Re-pricing a quote (issue 43, part 5): the preview's version is no longer the one in force.
  repriceVersionChanged: 'The prices in force have changed since the difference was shown: look at it again.',
  versionIncomplete:
    'Every model and option must have a price before the version is published: {{missing}} have none.',
  // A price file's import (issue 43, part 2).
  priceFileNoTable: 'This model has no price table in this version: none yet, or a price per square metre.',
  priceFileFails: 'The file has {{errors}} problems: check it again and fix them; nothing was imported.',
  // Editing the catalogue (issue 43, part 2).
  codeTaken: 'This code is already in use.',
  familyNotFound: 'Family not found',
  optionGroupNotFound: 'Option group not found',
  sizeMaxBelowMin: 'Must be at least the smallest size, {{min}} mm.',
  sizeMaxOffStep: 'Must be {{min}} mm plus a whole number of steps of {{step}} mm.',
  leafRanges: 'Must give {{leaves}} leaf widths.',
  widthOfLeaves: 'Must be from {{min}} to {{max}} mm: the leaves’ smallest and largest sum.',
  namedTwice: 'Each may be named once.',
  optionSelf: 'An option cannot name itself.',
  excludesAndRequires: 'Cannot both exclude and require {{option}}.',
  requiresExcluder: 'Cannot require {{option}}: it excludes this option.',

  // The sales flow.
  orderNotFound: 'Order not found',
  subOrderNotFound: 'Sub-order not found',
  quoteLocked: 'The quote can no longer be changed: only a draft or rejected quote can be edited',
  pastDate: 'Requested date cannot be in the past',
  salesmanNotOfDealer: 'The salesman must be an active user of the chosen dealer',
  salesmanNotOrganization: 'Without a dealer, the salesman must be an active organization user',
  transactionNumberTaken: 'The transaction number was taken; please try again',
  onlyOrganizationAssigns: 'Only organization users can assign a dealer',
  orderActionNoItems: 'Cannot {{action}} order {{number}}: add at least one item first',
  orderActionStatus: 'Cannot {{action}} order {{number}}: its status is {{status}}',
  // A line discount by hand above its giver's maximum (issue 43, part 4).
  lineDiscountAboveMaximum:
    'Line {{line}}: a discount of {{discount}} % is above the {{max}} % your role may approve',
  subOrderActionStatus: 'Cannot {{action}} sub-order {{number}}: its status is {{status}}',
  subOrdersActionRefused:
    'Cannot {{action}} sub-orders {{ids}}: each must be a sub-order of order {{number}} in a status that allows {{action}}',
  // Sending a quote to the customer (issue 28).
  quoteNotSendable: 'Only a quote can be sent to the customer: {{number}} is {{status}}',
  noCustomerEmail: 'The quote has no customer e-mail: add it in the quote’s Customer contacts first',
  quoteSentRecently: 'This quote was sent too often. Try again in {{minutes}} minutes.',
  tooManySent: 'You have sent too many quotes. Try again in {{minutes}} minutes.',
  quoteSent: 'Quote {{number}} sent to {{email}}',
  // A comment's mention (issue 40): a person who may not see the record cannot be mentioned.
  mentionNotAllowed: 'Must be someone who may see this record.',

  // Notifications (docs/notifications.md): a missing one, or someone else's, is not found; each of
  // the others is also an event's code (`notificationEvents`).
  notificationNotFound: 'Notification not found',
  quoteSubmitted: '{{actor}} submitted quote {{number}} for approval',
  quoteApproved: '{{actor}} approved quote {{number}}',
  quoteRejected: '{{actor}} rejected quote {{number}}',
  preOrderConfirmed: '{{actor}} confirmed pre-order {{number}}',
  preOrderCanceled: '{{actor}} canceled pre-order {{number}}',
  subOrderCanceled: '{{actor}} canceled sub-order {{number}}',
  productionStarted: 'Production of {{number}} started',
  productionFinished: 'Production of {{number}} finished',
  movedToWarehouse: '{{number}} is in the warehouse',
  delivered: '{{number}} was delivered',
  putOnHold: '{{number}} was put on hold',
  releasedFromHold: '{{number}} was released from hold',
  commentAdded: '{{actor}} commented on {{number}}',
  mentionedInComment: '{{actor}} mentioned you in a comment on {{number}}',
  userWaitsForApproval: '{{name}} registered and waits for approval',
  roleChanged: 'Your role is now {{role}}',
  dealerStatusChanged: 'The status of {{dealer}} is now {{status}}',
  dealerDiscountChanged: 'The discount of {{dealer}} is now {{discount}} %',
} as const satisfies Record<string, string>;

export type ServerMessageCode = keyof typeof serverMessages;

/** The `{{name}}`s of a text. */
type ParamNames<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values a code's text takes: none for a text without parameters. */
export type ServerMessageParams<C extends ServerMessageCode> = Record<
  ParamNames<(typeof serverMessages)[C]>,
  string | number
>;

/** The codes whose text takes no parameter (`serverMessage(code)` alone words them). */
export type PlainMessageCode = {
  [C in ServerMessageCode]: [ParamNames<(typeof serverMessages)[C]>] extends [never] ? C : never;
}[ServerMessageCode];

/** A message as the server sends it: its code, its parameters and the English text they make. */
export interface ServerMessage {
  readonly code: ServerMessageCode;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly text: string;
}

/** `{{name}}` filled from `params`; a missing one is left as it is. */
function fillMessage(template: string, params: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The message of `code` with its parameters (the compiler asks for exactly those its text has). */
export function serverMessage<C extends ServerMessageCode>(
  code: C,
  ...[params]: ParamNames<(typeof serverMessages)[C]> extends never ? [] : [ServerMessageParams<C>]
): ServerMessage {
  const text = fillMessage(serverMessages[code], params);
  return params ? { code, params, text } : { code, text };
}
