import type { RecordLabels } from './types.js';

/**
 * A record's labels in Ukrainian that the details page and the record's PDF share (issue 28): the
 * page's `orderRecord.*` read them from here, the PDF through `ukDocumentLabels`.
 */
export const ukRecordLabels = {
  information: { quote: 'Інформація про пропозицію', order: 'Інформація про замовлення' },
  transactionNumber: 'Транзакція #',
  referenceNumber: 'Референс №',
  status: 'Статус',
  requestedDate: 'Бажана дата',
  salesman: 'Продавець',
  note: 'Примітка',
  dealer: 'Інформація про дилера',
  dealerNotSet: 'Дилера не вказано',
  customer: 'Контакти клієнта',
  customerNotSet: 'Клієнта не вказано',
  name: 'Імʼя',
  email: 'Електронна пошта',
  phone: 'Телефон',
  mobile: 'Мобільний',
  fax: 'Факс',
  discount: 'Знижка',
  totals: 'Підсумки',
  subtotal: 'Сума',
  discountPercent: 'Знижка, %',
  discountFixed: '{{percent}}, зафіксовано під час затвердження',
  total: 'Разом',
  description: 'Опис',
  price: 'Ціна',
  door: {
    hand: { left: 'ліва', right: 'права' },
    swing: { inward: 'всередину', outward: 'назовні' },
    mm: 'мм',
  },
} satisfies RecordLabels;
