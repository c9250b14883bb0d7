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

subscribeKey(session, 'language', (language) => {
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
});

export { i18n };
