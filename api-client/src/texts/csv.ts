// The CSV exports' words (issue 28): each list's column headings, the words inside its cells and the
// file's name, in the app's three languages. English from the app's column headings
// (crm-app/src/locales/en), Ukrainian and Russian from its uk and ru files.
import type { ExportLanguage } from '../contract/exports.js';

/** The lists that export (issue 28): one export endpoint each. */
export const exportLists = ['mainOrders', 'subOrders', 'items', 'users', 'dealers', 'roles'] as const;
export type ExportList = (typeof exportLists)[number];

/** Every column heading an export may have: the lists share most of them. */
export const csvColumns = [
  'id',
  'transaction',
  'orderNumber',
  'reference',
  'orders',
  'status',
  'items',
  'dealer',
  'salesman',
  'requested',
  'created',
  'updated',
  'description',
  'price',
  'name',
  'personName',
  'email',
  'type',
  'role',
  'permissions',
  'isActive',
  'users',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

export interface CsvTexts {
  /** The column headings. */
  columns: Record<CsvColumn, string>;
  /** The file's name before its date (`orders-2026-11-28.csv`), by list and, for orders, by stage. */
  files: Record<ExportList | 'quotes' | 'preorders' | 'orders' | 'production' | 'warehouse' | 'hold', string>;
  /** Words inside cells: the account types, a role's state, a user without a role. */
  organization: string;
  dealer: string;
  active: string;
  inactive: string;
  noRole: string;
}

export const csvTexts: Record<ExportLanguage, CsvTexts> = {
  en: {
    columns: {
      id: 'ID',
      transaction: 'Transaction #',
      orderNumber: 'Order #',
      reference: 'Reference #',
      orders: 'Orders',
      status: 'Status',
      items: 'Items',
      dealer: 'Dealer',
      salesman: 'Salesman',
      requested: 'Requested',
      created: 'Created',
      updated: 'Updated',
      description: 'Description',
      price: 'Price',
      name: 'Name',
      personName: 'Name',
      email: 'Email',
      type: 'Type',
      role: 'Role',
      permissions: 'Permissions',
      isActive: 'Active',
      users: 'Users',
    },
    files: {
      mainOrders: 'records',
      subOrders: 'order-items',
      items: 'items',
      users: 'users',
      dealers: 'dealers',
      roles: 'roles',
      quotes: 'quotes',
      preorders: 'pre-orders',
      orders: 'orders',
      production: 'production',
      warehouse: 'warehouse',
      hold: 'hold',
    },
    organization: 'Organization',
    dealer: 'Dealer',
    active: 'Active',
    inactive: 'Inactive',
    noRole: 'No role',
  },
  uk: {
    columns: {
      id: 'ID',
      transaction: 'Транзакція №',
      orderNumber: 'Замовлення №',
      reference: 'Довідковий №',
      orders: 'Замовлення',
      status: 'Статус',
      items: 'Позиції',
      dealer: 'Дилер',
      salesman: 'Менеджер',
      requested: 'Бажана дата',
      created: 'Створено',
      updated: 'Оновлено',
      description: 'Опис',
      price: 'Ціна',
      name: 'Назва',
      personName: "Ім'я",
      email: 'Електронна пошта',
      type: 'Тип',
      role: 'Роль',
      permissions: 'Дозволи',
      isActive: 'Активна',
      users: 'Користувачі',
    },
    files: {
      mainOrders: 'записи',
      subOrders: 'позиції-замовлень',
      items: 'позиції',
      users: 'користувачі',
      dealers: 'дилери',
      roles: 'ролі',
      quotes: 'пропозиції',
      preorders: 'передзамовлення',
      orders: 'замовлення',
      production: 'виробництво',
      warehouse: 'склад',
      hold: 'призупинені',
    },
    organization: 'Організація',
    dealer: 'Дилер',
    active: 'Активна',
    inactive: 'Неактивна',
    noRole: 'Без ролі',
  },
  ru: {
    columns: {
      id: 'ID',
      transaction: 'Транзакция №',
      orderNumber: 'Заказ №',
      reference: 'Справочный №',
      orders: 'Заказы',
      status: 'Статус',
      items: 'Позиции',
      dealer: 'Дилер',
      salesman: 'Менеджер',
      requested: 'Желаемая дата',
      created: 'Создано',
      updated: 'Обновлено',
      description: 'Описание',
      price: 'Цена',
      name: 'Название',
      personName: 'Имя',
      email: 'Электронная почта',
      type: 'Тип',
      role: 'Роль',
      permissions: 'Разрешения',
      isActive: 'Активна',
      users: 'Пользователи',
    },
    files: {
      mainOrders: 'записи',
      subOrders: 'позиции-заказов',
      items: 'позиции',
      users: 'пользователи',
      dealers: 'дилеры',
      roles: 'роли',
      quotes: 'предложения',
      preorders: 'предзаказы',
      orders: 'заказы',
      production: 'производство',
      warehouse: 'склад',
      hold: 'приостановленные',
    },
    organization: 'Организация',
    dealer: 'Дилер',
    active: 'Активна',
    inactive: 'Неактивна',
    noRole: 'Без роли',
  },
};
