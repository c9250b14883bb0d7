import i18n from 'i18next';
import { useMemo, type DependencyList } from 'react';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { subscribeKey } from 'valtio/utils';
import type access from '@/locales/en/access';
import type account from '@/locales/en/account';
import type auth from '@/locales/en/auth';
import common from '@/locales/en/common';
import type dealers from '@/locales/en/dealers';
import type dev from '@/locales/en/dev';
import type home from '@/locales/en/home';
import type lists from '@/locales/en/lists';
import type notifications from '@/locales/en/notifications';
import type search from '@/locales/en/search';
import type organization from '@/locales/en/organization';
import type sales from '@/locales/en/sales';
import type sending from '@/locales/en/sending';
import type server from '@/locales/en/server';
import type system from '@/locales/en/system';
import { languages, session } from './session';

/** The texts' namespaces: `common` for the shell and the shared components, one per feature. */
export const namespaces = [
  'common',
  'lists',
  'auth',
  'account',
  'sales',
  'organization',
  'access',
  'dealers',
  'system',
  'dev',
  'notifications',
  'search',
  'home',
  'server',
  'sending',
] as const;
export type Namespace = (typeof namespaces)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      lists: typeof lists;
      sales: typeof sales;
      organization: typeof organization;
      access: typeof access;
      dealers: typeof dealers;
      system: typeof system;
      dev: typeof dev;
      notifications: typeof notifications;
      search: typeof search;
      home: typeof home;
      server: typeof server;
      sending: typeof sending;
    };
  }
}

// Every namespace of every language comes through one backend (`locales/<language>/<namespace>.ts`);
// only English `common` ships with the entry, so the shell never shows a key while its texts load.
// The seeded roles' and permissions' English names are the server's own words (it seeds them from the
// contract's catalog, which `locales/en/access.ts` is held to): in English no page loads them again,
// and `useAccessNames` (lib/access-names.ts) shows what the server sent.
void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      language === 'en' && namespace === 'access'
        ? Promise.resolve({})
        : import(`../locales/${language}/${namespace}.ts`),
    ),
  )
  .init({
    lng: session.language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// `<html lang>` follows the language (no document when a logic test imports the route tree in Node).
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(session.language);

/**
 * Starts loading a screen's namespaces in the current language (and the English fallback). The
 * router calls it beside the screen's code, so a page never waits for its code before asking for
 * its texts; the components' `useTranslation('<namespace>')` then finds them loaded.
 */
export async function loadNamespaces(...names: Namespace[]): Promise<void> {
  await i18n.loadNamespaces(names);
  // A namespace whose file could not be fetched (the server unreachable) counts as loaded for
  // i18next, without its texts: fetch it again, and fail like the page's code would if it is still
  // missing, so that the page-load boundary says so and tries again later (issue 24).
  const languages = [...new Set([i18n.language, 'en'])];
  const missing = names.filter((ns) => languages.some((lng) => !i18n.hasResourceBundle(lng, ns)));
  if (missing.length === 0) return;
  await i18n.reloadResources(languages, missing);
  if (missing.some((ns) => languages.some((lng) => !i18n.hasResourceBundle(lng, ns))))
    throw new Error(`Failed to fetch dynamically imported module: the texts of ${missing.join(', ')}`);
}

/**
 * Loads the texts of the server's messages (`locales/<language>/server.ts`): the API's request core
 * awaits it before it throws an answer's `HttpError` (`beforeHttpError`, lib/api.ts and
 * lib/public-api.ts), so `serverText` (lib/errors.ts) finds them when the failure is shown.
 */
export const loadServerMessages = () => loadNamespaces('server');

subscribeKey(session, 'language', (language) => {
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
});

/**
 * `useMemo` for what is built from the texts of the current language (a form's schema with its
 * messages, a table's columns): built again when the language changes as well as when `deps` do.
 * The one place that tells the hooks' linter so; the callers name only their own dependencies.
 */
export function useLanguageMemo<T>(build: () => T, deps: DependencyList): T {
  const { i18n: current } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- `build` reads `deps` and the language's texts
  return useMemo(build, [...deps, current.language]);
}

export { i18n };
