import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { subscribeKey } from 'valtio/utils';
import en, { type Messages } from '@/locales/en';
import { languages, session } from './session';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

// English ships with the first page; Ukrainian and Russian load when chosen.
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string) => import(`../locales/${language}.ts`)))
  .init({
    lng: session.language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

const syncDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};
syncDocumentLanguage(session.language);

let screenTexts: Promise<void> | null = null;

/**
 * Adds the English texts of the screens past sign-in step 1 (`locales/en-screens.ts`): the router
 * loads them together with each such screen's code, so the login page does not carry them.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('@/locales/en-screens').then((module) => {
    i18n.addResourceBundle('en', 'translation', module.default, true, false);
  });
  return screenTexts;
}

subscribeKey(session, 'language', (language) => {
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
});

export { i18n };
