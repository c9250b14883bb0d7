import type { DoorLineWords } from '../contract/record-display.js';
import type { DealerStatus } from '../contract/dealers.js';
import type { OrderStage, OrderStatus } from '../contract/orders.js';
import type { UserStatus } from '../contract/common.js';
import type { CsvTexts } from './csv.js';

/** The languages a document (an export, a PDF, an e-mail) can be written in: the app's three. */
export { documentLanguages, type DocumentLanguage } from './languages.js';

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

/**
 * The labels a record's details page and its PDF share (issue 28): one module per language
 * (`record-en.ts` …), which the app's `orderRecord.*` read.
 */
export interface RecordLabels {
  /** The record's card: the details page's first card's title. */
  information: Record<'quote' | 'order', string>;
  transactionNumber: string;
  referenceNumber: string;
  status: string;
  requestedDate: string;
  salesman: string;
  note: string;
  dealer: string;
  dealerNotSet: string;
  customer: string;
  customerNotSet: string;
  name: string;
  email: string;
  phone: string;
  mobile: string;
  fax: string;
  discount: string;
  totals: string;
  subtotal: string;
  discountPercent: string;
  /** `{{percent}}, fixed at approval`. */
  discountFixed: string;
  total: string;
  /** An item's description and price (the Items tab's columns). */
  description: string;
  price: string;
  /** A configured door's line (`doorLine`): its hand and swing, and the millimetre's symbol. */
  door: DoorLineWords;
}

/**
 * A record's PDF (issue 28, docs/decisions.md "Issue 28: the record as a PDF"): the details page's
 * labels and the document's own, `{{values}}` filled by the server. One module per language
 * (`document-en.ts` …), read by the server only.
 */
export interface DocumentLabels extends RecordLabels {
  /** The document's title: `Quote # {{number}}`. */
  title: Record<'quote' | 'preorder' | 'order', string>;
  created: string;
  /** The day the document was made. */
  issued: string;
  contactPerson: string;
  items: string;
  position: string;
  noItems: string;
  /** `Page {{page}} of {{pages}}`. */
  page: string;
  /** A configured door's breakdown under its line (issue 43): its base's label, the model and size after it. */
  basePrice: string;
}
