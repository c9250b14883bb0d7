import { ukRecordLabels } from './record-uk.js';
import type { DocumentLabels } from './types.js';

/**
 * The record's PDF in Ukrainian (issue 28): the details page's labels (`ukRecordLabels`) and
 * the document's own. Only the server reads this module; the app reads `ukRecordLabels`.
 */
export const ukDocumentLabels = {
  ...ukRecordLabels,
  title: {
    quote: 'Пропозиція # {{number}}',
    preorder: 'Передзамовлення # {{number}}',
    order: 'Замовлення # {{number}}',
  },
  created: 'Створено',
  issued: 'Дата документа',
  contactPerson: 'Контактна особа',
  items: 'Позиції',
  position: '№',
  noItems: 'Позицій ще немає.',
  page: 'Сторінка {{page}} з {{pages}}',
  basePrice: 'Базова ціна',
} satisfies DocumentLabels;
