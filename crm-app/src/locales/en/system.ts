/** The Settings page: language, theme, sessions (features/system). */
const system = {
  // The Settings page's own texts (language, theme).
  system: {
    language: 'Language',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
    systemTheme: 'As the system',
    languages: { en: 'English', uk: 'Українська', ru: 'Русский' },
  },
  sessions: {
    title: 'Sessions',
    description: 'The devices signed in to your account.',
    device: '{{browser}} on {{os}}',
    unknownDevice: 'Unknown device',
    unknownBrowser: 'A browser',
    unknownOs: 'an unknown system',
    thisDevice: 'This device',
    ip: 'IP address',
    unknownIp: 'Unknown',
    signedInAt: 'Signed in',
    lastActive: 'Last active',
    signOut: 'Sign out',
    signOutDevice: 'Sign out {{device}}',
    signOutOthers: 'Sign out everywhere else',
    confirmSignOut: 'Sign out this session?',
    confirmSignOutText: '{{device}} will be signed out and must sign in again.',
    confirmOthers: 'Sign out everywhere else?',
    confirmOthersText: 'Every device except this one will be signed out.',
    cancel: 'Cancel',
    signingOut: 'Signing out',
    signedOut: 'The session was signed out.',
    signedOutOthers: 'Other sessions were signed out.',
    failed: 'Error. Try again',
    loadFailed: 'Could not load the sessions.',
    retry: 'Retry',
    list: 'Active sessions',
  },
};

export default system;
