/** The sections of the app: each is named the same in the main menu and as its page's title. */
const sections = {
  home: 'Home',
  quotes: 'Quotes',
  preOrders: 'Pre-orders',
  orders: 'Orders',
  production: 'Production',
  warehouse: 'Warehouse',
  hold: 'Hold',
  customers: 'Customers',
  dealers: 'Dealers',
  suppliers: 'Suppliers',
  inventory: 'Inventory',
  prices: 'Prices',
  reports: 'Reports',
  dealerProfile: 'Dealer profile',
};

/** The shell and the shared components: app frame, menus, page titles, errors, edit forms. English ships with the entry; every other namespace loads with its screens. */
const common = {
  app: {
    name: 'Doorline',
    suffix: 'CRM',
    version: 'v1.0',
    skipToContent: 'Skip to content',
    mainMenu: 'Main menu',
    toggleSidebar: 'Toggle sidebar',
    userMenu: 'Open user menu',
    back: 'Back',
    close: 'Close',
    notifications: 'Notifications',
    loading: 'Loading...',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  menu: {
    ...sections,
    settings: 'Settings',
  },
  /**
   * The top bar's bell (features/notifications): its name with the unread count as the badge shows
   * it (`shown`: "99+" above 99; `count` picks the plural form). Every form a
   * language's plurals take is here, as in Ukrainian and Russian (one, few, many, other), so that
   * each language has the same keys; English uses `one` and `other`.
   */
  /** The top bar's search button (features/search), which opens the palette; its shortcut is drawn beside. */
  searchBox: {
    label: 'Search',
  },
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{shown}} unread',
    labelUnread_few: 'Notifications, {{shown}} unread',
    labelUnread_many: 'Notifications, {{shown}} unread',
    labelUnread_other: 'Notifications, {{shown}} unread',
    roleChanged: 'Your role or permissions have changed; the screen now shows what you may do.',
  },
  avatarMenu: {
    cabinet: 'Personal cabinet',
    settings: 'Settings',
    logout: 'Logout',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'Sorry, but this page not exist.',
    back: 'Back',
  },
  pages: {
    ...sections,
    quote: 'Quote: # {{orderNumber}}',
    quoteItems: 'Quote Items',
    order: 'Order: # {{orderNumber}}',
    orderItems: 'Order items',
    comments: 'Comments',
    files: 'Files',
    details: 'Details',
    organization: 'Organization Management',
    users: 'Users',
    roles: 'Roles',
    permissions: 'Permissions',
    dealersManagement: 'Dealers Management',
    dealerCompanies: 'Dealer Companies',
    dealerUsers: 'Dealer users',
    dealerUser: 'Dealer user',
    userProfile: 'User profile',
    dealerProfileManagement: 'Profile managment',
    usersManagement: 'Users Management',
    myProfile: 'My profile',
    security: 'User Security Management',
    profile: 'Profile',
    securityTab: 'Security',
    notifications: 'Notifications',
    notificationsTab: 'Notifications',
    notificationSettings: 'Notification settings',
    system: 'Settings',
    termsOfService: 'Terms of service',
    privacyPolicy: 'Privacy policy',
    changePassword: 'Change password',
    completeRegistration: 'Complete registration',
    forgotPassword: 'Forgot password',
  },
  /** An amount or a percent typed into a number field (issue 40), read in the reader's language. */
  number: {
    invalid: 'Must be a number.',
    ambiguous: '“{{text}}” can be read two ways. Type it without a thousands separator, e.g. 1234.5.',
    decimals: 'At most two decimals.',
  },
  placeholder: {
    soon: 'This page is coming soon.',
  },
  errors: {
    generic: 'Something went wrong',
    unexpected: 'An unexpected error occurred.',
    tryAgain: 'Error. Try again',
    tryAgainIn: 'Too many attempts. Try again in {{seconds}} s.',
    codeWait: 'Wait {{seconds}} s before asking for a new code.',
    network: 'Could not reach the server. Check your connection.',
    /** A page whose code could not be loaded (issue 24): the shell stays, the page comes by itself. */
    pageUnreachable:
      'This page could not be loaded: the server cannot be reached. It opens by itself as soon as the server answers.',
    pageFailed: 'This page could not be shown.',
    tryNow: 'Try again',
  },
  contactForm: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    mobile: 'Mobile',
    fax: 'Fax',
    required: 'REQUIRED',
    emailInvalid: 'EMAIL INVALID',
  },
  editForm: {
    reset: 'Reset',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving',
  },
};

export default common;
