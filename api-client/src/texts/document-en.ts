import { enRecordLabels } from './record-en.js';
import type { DocumentLabels } from './types.js';

/**
 * The record's PDF in English (issue 28): the details page's labels (`enRecordLabels`) and
 * the document's own. Only the server reads this module; the app reads `enRecordLabels`.
 */
export const enDocumentLabels = {
  ...enRecordLabels,
  title: { quote: 'Quote # {{number}}', preorder: 'Pre-order # {{number}}', order: 'Order # {{number}}' },
  created: 'Created',
  issued: 'Issued',
  contactPerson: 'Contact person',
  items: 'Items',
  position: 'No.',
  noItems: 'No items yet.',
  page: 'Page {{page}} of {{pages}}',
  basePrice: 'Base price',
} satisfies DocumentLabels;
