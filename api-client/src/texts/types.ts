import type { DealerStatus } from '../contract/dealers.js';
import type { OrderStage, OrderStatus } from '../contract/orders.js';
import type { UserStatus } from '../contract/common.js';
import type { CsvTexts } from './csv.js';

/** The languages a document (an export, a PDF, an e-mail) can be written in: the app's three. */
export const documentLanguages = ['en', 'uk', 'ru'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/**
 * The words the screens and the documents that leave the system share (issue 28; docs/decisions.md
 * "Issue 28: the shared vocabulary"): one source, read by the app's locale files and by the server
 * when it writes a CSV export or a PDF, so a status is called the same on a screen and on paper.
 */
export interface DocumentTexts {
  /** A record's status (the app's `orderStatus.*`). */
  orderStatus: Record<OrderStatus, string>;
  /** A stage's list, plural: the menu's and the lists' names (the app's `dealerStages.*`). */
  stageList: Record<OrderStage, string>;
  /** A record's stage, singular: its badge (the app's `searchStage.*`). */
  stage: Record<OrderStage, string>;
  /** A user's status (the app's `statuses.*` of the organization area). */
  userStatus: Record<UserStatus, string>;
  /** A dealer's status (the app's `dealerStatuses.*`). */
  dealerStatus: Record<DealerStatus, string>;
  /** A list's CSV export (issue 28): its column headings, the words in its cells, its file's name. */
  csv: CsvTexts;
}
