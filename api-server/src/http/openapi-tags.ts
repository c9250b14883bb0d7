// What each section of the API's description holds (issue 41): a section is the first segment of
// its operations' paths (`/orders/{id}` under "orders"), and every section is described here. A
// new first segment without a line here fails Redocly's `tag-description` rule in openapi.test.ts.
export const tagDescriptions: Readonly<Record<string, string>> = {
  '2fa':
    'Two-factor sign-in of the caller’s own account: set up an authenticator app, send a code, turn it on or off.',
  auth: 'The signed-in user and their sessions: who is calling, the devices signed in, and signing the others out.',
  companies:
    'The spec’s other name for dealers (a company is a dealer company): the same list, profile and creation as `/dealers`.',
  config:
    'What a client knows of the server before signing in: whether Google sign-in is offered, whether demo mode keeps an outbox, and the organization’s currency.',
  customers:
    'The customer directory: the list and its export, a customer, creating and changing one, its history, comments and files; a dealer user sees only their own dealer’s customers.',
  dashboard:
    'Home: what waits for the caller, what is due, the week’s counts and the latest activity, each in the caller’s scope.',
  dealers:
    'The manufacturer’s dealers: the list and its export, a dealer’s profile, users and audit trail, and importing dealers from a file; a dealer user sees only their own dealer.',
  dev: 'Demo mode only: the e-mails and text messages the server would have sent.',
  docs: 'This reference page and its files.',
  downloads:
    'Single-use tickets that let a browser open a file answer (an export, a PDF) by a plain link, without the bearer token.',
  email: 'Confirming the caller’s e-mail address and changing it, each with a code sent to the address.',
  files: 'Profile photos, served by name.',
  google: 'Signing in with a Google account.',
  health: 'Whether the server is up and ready: for load balancers and monitoring, no token needed.',
  items: 'The items of a quote (each a door with its options and price) and their export.',
  login: 'Signing in with an e-mail address and password, and the second step when two-factor sign-in is on.',
  logout: 'Signing out: the session of the refresh token ends.',
  notifications:
    'The caller’s notifications: the list, the unread count, marking them read, and the live stream.',
  'openapi.json': 'This description, as OpenAPI 3.1.',
  orders:
    'The sales flow: quotes, pre-orders, orders and sub-orders, their lists and exports, the actions that move them on, comments and files.',
  password: 'Forgotten passwords (a code by e-mail, then a new password) and changing the caller’s own.',
  phone: 'Confirming a phone number with a code sent to it.',
  prices:
    'The door catalogue and its prices: families, models and options with their rules, the price lists and their versions (a dealer user sees published ones only), drafting and publishing a version, and checking and pricing a configured door.',
  'price-rules':
    'A dealer’s discount rule, changed or deleted by the organization (a dealer’s rules are listed and added under its dealer).',
  'refresh-token':
    'A new access token (and refresh token) for a refresh token, before or after the old access token expires.',
  register: 'Registering by invitation: the invited person sets their name, phone and password.',
  roles:
    'Roles and their permissions: the list and its export, a role’s permissions and audit trail, new roles, and turning a role on or off.',
  search:
    'The search box: quotes and orders by reference, dealers and users by name, each group only for whom may open it.',
  users:
    'People: the caller’s own profile, photo, list settings and notification settings; the users list and its export, invitations and approval, a user’s role, status and audit trail.',
  version: 'The server’s version and the commit it was built from.',
};
