import { ruRecordLabels } from './record-ru.js';
import type { DocumentLabels } from './types.js';

/**
 * The record's PDF in Russian (issue 28): the details page's labels (`ruRecordLabels`) and
 * the document's own. Only the server reads this module; the app reads `ruRecordLabels`.
 */
export const ruDocumentLabels = {
  ...ruRecordLabels,
  title: {
    quote: 'Предложение # {{number}}',
    preorder: 'Предзаказ # {{number}}',
    order: 'Заказ # {{number}}',
  },
  created: 'Создано',
  issued: 'Дата документа',
  contactPerson: 'Контактное лицо',
  items: 'Позиции',
  position: '№',
  noItems: 'Позиций пока нет.',
  page: 'Страница {{page}} из {{pages}}',
  basePrice: 'Базовая цена',
} satisfies DocumentLabels;
