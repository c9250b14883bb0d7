// The shared vocabulary (issue 28; docs/decisions.md "Issue 28: the shared vocabulary"). The app's
// locale files take these words from here (each language's module on its own, so a page loads only
// its language's); the server reads `documentTexts` to write documents in the reader's language.
import { enDocumentLabels } from './document-en.js';
import { ruDocumentLabels } from './document-ru.js';
import { ukDocumentLabels } from './document-uk.js';
import { enTexts } from './en.js';
import { enRecordLabels } from './record-en.js';
import { ruRecordLabels } from './record-ru.js';
import { ukRecordLabels } from './record-uk.js';
import { ruTexts } from './ru.js';
import type { DocumentLabels, DocumentLanguage, DocumentTexts } from './types.js';
import { ukTexts } from './uk.js';

export { enTexts, ruTexts, ukTexts, enRecordLabels, ukRecordLabels, ruRecordLabels };
export {
  documentLanguages,
  type DocumentLabels,
  type RecordLabels,
  type DocumentLanguage,
  type DocumentTexts,
} from './types.js';
export { csvColumns, exportLists, type CsvColumn, type CsvTexts, type ExportList } from './csv.js';

/** Every language's words, for the server. */
export const documentTexts: Record<DocumentLanguage, DocumentTexts> = {
  en: enTexts,
  uk: ukTexts,
  ru: ruTexts,
};

/** Every language's labels of a record's PDF (issue 28), for the server. */
export const documentLabels: Record<DocumentLanguage, DocumentLabels> = {
  en: enDocumentLabels,
  uk: ukDocumentLabels,
  ru: ruDocumentLabels,
};
