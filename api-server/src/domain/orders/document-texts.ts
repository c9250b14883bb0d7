// TEMPORARY until the shared vocabulary (api-client/src/texts) lands: the PDF's labels.
import type { OrderStatus } from '@doorline/api-client';

export type DocumentLanguage = 'en' | 'uk' | 'ru';

export interface DocumentLabels {
  title: Record<'quote' | 'preorder' | 'order', string>;
  information: Record<'quote' | 'order', string>;
  transactionNumber: string;
  referenceNumber: string;
  status: string;
  requestedDate: string;
  created: string;
  issued: string;
  salesman: string;
  note: string;
  dealer: string;
  dealerNotSet: string;
  customer: string;
  customerNotSet: string;
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  mobile: string;
  fax: string;
  discount: string;
  items: string;
  position: string;
  description: string;
  price: string;
  noItems: string;
  totals: string;
  subtotal: string;
  discountPercent: string;
  discountFixed: string;
  total: string;
  page: string;
}

export const documentLabels: Record<DocumentLanguage, DocumentLabels> = {
  en: {
    title: { quote: 'Quote # {{number}}', preorder: 'Pre-order # {{number}}', order: 'Order # {{number}}' },
    information: { quote: 'Quote information', order: 'Order information' },
    transactionNumber: 'Transaction #',
    referenceNumber: 'Reference #',
    status: 'Status',
    requestedDate: 'Requested date',
    created: 'Created',
    issued: 'Issued',
    salesman: 'Salesman',
    note: 'Note',
    dealer: 'Dealer information',
    dealerNotSet: 'Dealer not set',
    customer: 'Customer contacts',
    customerNotSet: 'Customer not set',
    name: 'Name',
    contactPerson: 'Contact person',
    email: 'Email',
    phone: 'Phone',
    mobile: 'Mobile',
    fax: 'Fax',
    discount: 'Discount',
    items: 'Items',
    position: 'No.',
    description: 'Description',
    price: 'Price',
    noItems: 'No items yet.',
    totals: 'Totals',
    subtotal: 'Subtotal',
    discountPercent: 'Discount, %',
    discountFixed: '{{percent}}, fixed at approval',
    total: 'Total',
    page: 'Page {{page}} of {{pages}}',
  },
  uk: {
    title: {
      quote: 'Пропозиція # {{number}}',
      preorder: 'Попереднє замовлення # {{number}}',
      order: 'Замовлення # {{number}}',
    },
    information: { quote: 'Інформація про котирування', order: 'Інформація про замовлення' },
    transactionNumber: 'Транзакція #',
    referenceNumber: 'Референс #',
    status: 'Статус',
    requestedDate: 'Бажана дата',
    created: 'Створено',
    issued: 'Дата документа',
    salesman: 'Продавець',
    note: 'Примітка',
    dealer: 'Інформація про дилера',
    dealerNotSet: 'Дилера не вказано',
    customer: 'Контакти клієнта',
    customerNotSet: 'Клієнта не вказано',
    name: 'Імʼя',
    contactPerson: 'Контактна особа',
    email: 'Електронна пошта',
    phone: 'Телефон',
    mobile: 'Мобільний',
    fax: 'Факс',
    discount: 'Знижка',
    items: 'Позиції',
    position: '№',
    description: 'Опис',
    price: 'Ціна',
    noItems: 'Позицій ще немає.',
    totals: 'Підсумки',
    subtotal: 'Сума',
    discountPercent: 'Знижка, %',
    discountFixed: '{{percent}}, зафіксовано під час затвердження',
    total: 'Разом',
    page: 'Сторінка {{page}} з {{pages}}',
  },
  ru: {
    title: {
      quote: 'Предложение # {{number}}',
      preorder: 'Предварительный заказ # {{number}}',
      order: 'Заказ # {{number}}',
    },
    information: { quote: 'Информация о котировке', order: 'Информация о заказе' },
    transactionNumber: 'Транзакция #',
    referenceNumber: 'Референс #',
    status: 'Статус',
    requestedDate: 'Желаемая дата',
    created: 'Создано',
    issued: 'Дата документа',
    salesman: 'Продавец',
    note: 'Примечание',
    dealer: 'Информация о дилере',
    dealerNotSet: 'Дилер не указан',
    customer: 'Контакты клиента',
    customerNotSet: 'Клиент не указан',
    name: 'Имя',
    contactPerson: 'Контактное лицо',
    email: 'Электронная почта',
    phone: 'Телефон',
    mobile: 'Мобильный',
    fax: 'Факс',
    discount: 'Скидка',
    items: 'Позиции',
    position: '№',
    description: 'Описание',
    price: 'Цена',
    noItems: 'Позиций пока нет.',
    totals: 'Итоги',
    subtotal: 'Сумма',
    discountPercent: 'Скидка, %',
    discountFixed: '{{percent}}, зафиксирована при утверждении',
    total: 'Итого',
    page: 'Страница {{page}} из {{pages}}',
  },
};

export const statusNames: Record<DocumentLanguage, Record<OrderStatus, string>> = {
  en: {
    draft: 'Draft',
    rejected: 'Rejected',
    submitted: 'Submitted',
    approved: 'Approved',
    order: 'Order',
    canceled: 'Canceled',
    created: 'Created',
    not_started: 'Not started',
    production: 'Production',
    hold: 'Hold',
    delayed: 'Delayed',
    completed: 'Completed',
    in_stock: 'In stock',
    delivered: 'Delivered',
    paid: 'Paid',
    invoiced: 'Invoiced',
  },
  uk: {
    draft: 'Чернетка',
    rejected: 'Відхилено',
    submitted: 'Надіслано',
    approved: 'Затверджено',
    order: 'Замовлення',
    canceled: 'Скасовано',
    created: 'Створено',
    not_started: 'Не розпочато',
    production: 'Виробництво',
    hold: 'Призупинено',
    delayed: 'Затримано',
    completed: 'Завершено',
    in_stock: 'На складі',
    delivered: 'Доставлено',
    paid: 'Оплачено',
    invoiced: 'Виставлено рахунок',
  },
  ru: {
    draft: 'Черновик',
    rejected: 'Отклонено',
    submitted: 'Отправлено',
    approved: 'Утверждено',
    order: 'Заказ',
    canceled: 'Отменено',
    created: 'Создано',
    not_started: 'Не начато',
    production: 'Производство',
    hold: 'Приостановлено',
    delayed: 'Задержано',
    completed: 'Завершено',
    in_stock: 'На складе',
    delivered: 'Доставлено',
    paid: 'Оплачено',
    invoiced: 'Выставлен счёт',
  },
};
