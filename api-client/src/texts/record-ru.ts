import type { RecordLabels } from './types.js';

/**
 * A record's labels in Russian that the details page and the record's PDF share (issue 28): the
 * page's `orderRecord.*` read them from here, the PDF through `ruDocumentLabels`.
 */
export const ruRecordLabels = {
  information: { quote: 'Информация о предложении', order: 'Информация о заказе' },
  transactionNumber: 'Транзакция #',
  referenceNumber: 'Референс №',
  status: 'Статус',
  requestedDate: 'Желаемая дата',
  salesman: 'Продавец',
  note: 'Примечание',
  dealer: 'Информация о дилере',
  dealerNotSet: 'Дилер не указан',
  customer: 'Контакты клиента',
  customerNotSet: 'Клиент не указан',
  name: 'Имя',
  email: 'Электронная почта',
  phone: 'Телефон',
  mobile: 'Мобильный',
  fax: 'Факс',
  discount: 'Скидка',
  totals: 'Итоги',
  subtotal: 'Сумма',
  discountPercent: 'Скидка, %',
  discountFixed: '{{percent}}, зафиксирована при утверждении',
  total: 'Итого',
  description: 'Описание',
  price: 'Цена',
  door: {
    hand: { left: 'левая', right: 'правая' },
    swing: { inward: 'внутрь', outward: 'наружу' },
    mm: 'мм',
  },
} satisfies RecordLabels;
