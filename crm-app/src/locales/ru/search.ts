import { ruTexts } from '@doorline/api-client';
import type en from '../en/search';

/** The search palette (features/search). Typed against the English: a missing or extra key fails the typecheck. */
const search: typeof en = {
  searchPalette: {
    label: 'Поиск',
    placeholder: 'Поиск записей, людей, страниц…',
    clear: 'Очистить поиск',
    searching: 'Поиск…',
    empty: 'Ничего не найдено по запросу «{{term}}».',
    initialEmpty:
      'Введите номер транзакции или референс, имя, e-mail или телефон клиента, дилера или человека.',
    shortTerm: 'Введите ещё один символ, чтобы искать записи, клиентов, дилеров и пользователей.',
    capped: 'Слишком много совпадений: показаны лучшие из первых найденных. Уточните запрос.',
    failed: 'Не удалось выполнить поиск. Проверьте соединение и попробуйте ещё раз.',
    results_one: '{{count}} результат',
    results_few: '{{count}} результата',
    results_many: '{{count}} результатов',
    results_other: '{{count}} результата',
    noResults: 'Нет результатов',
  },
  searchHints: {
    move: 'перейти',
    open: 'открыть',
    close: 'закрыть',
    enter: 'Enter',
    escape: 'Esc',
  },
  searchSections: {
    recent: 'Недавние',
    records: 'Записи',
    customers: 'Клиенты',
    dealers: 'Дилеры',
    users: 'Пользователи',
    pages: 'Страницы',
    actions: 'Действия',
  },
  searchRecord: {
    subOrderOf: 'Позиция заказа {{number}}',
    reference: 'Реф. {{reference}}',
  },
  searchStage: ruTexts.stage,
  searchActions: {
    newQuote: 'Новое предложение',
    inviteUser: 'Пригласить пользователя',
  },
};

export default search;
