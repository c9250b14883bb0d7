// The shared vocabulary (issue 28; docs/decisions.md "Issue 28: the shared vocabulary"). The app's
// locale files take these words from here (each language's module on its own, so a page loads only
// its language's); the server reads `documentTexts` to write documents in the reader's language.
import { enTexts } from './en.js';
import { ruTexts } from './ru.js';
import type { DocumentLanguage, DocumentTexts } from './types.js';
import { ukTexts } from './uk.js';

export { enTexts, ruTexts, ukTexts };
export { documentLanguages, type DocumentLanguage, type DocumentTexts } from './types.js';
export { csvColumns, exportLists, type CsvColumn, type CsvTexts, type ExportList } from './csv.js';

/** Every language's words, for the server. */
export const documentTexts: Record<DocumentLanguage, DocumentTexts> = {
  en: enTexts,
  uk: ukTexts,
  ru: ruTexts,
};
