/**
 * The languages a document (an export, a PDF, an e-mail) can be written in: the app's three. A module
 * without imports, so that the contract's structs (`DocumentLanguageParam`) take it without a cycle.
 */
export const documentLanguages = ['en', 'uk', 'ru'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];
