import type { Namespace } from '@/lib/i18n';

/**
 * The texts a notification is worded with: its message by code (`server`), a dealer status's name
 * (`dealers`), a seeded role's name (`access`) and the screens' own (`notifications`). The popover and the page load them with their
 * code, and ask for them (`useTranslation(notificationTexts)`) so that they re-render in a new
 * language.
 */
export const notificationTexts = [
  'notifications',
  'server',
  'dealers',
  'access',
] as const satisfies Namespace[];
