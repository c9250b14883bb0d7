import { ukTexts } from '@doorline/api-client';
import type en from '../en/search';

/** The search palette (features/search). Typed against the English: a missing or extra key fails the typecheck. */
const search: typeof en = {
  searchPalette: {
    label: 'Пошук',
    placeholder: 'Пошук записів, людей, сторінок…',
    clear: 'Очистити пошук',
    searching: 'Пошук…',
    empty: 'Нічого не знайдено за запитом «{{term}}».',
    initialEmpty: 'Введіть номер транзакції чи референс, ім’я, e-mail або телефон клієнта, дилера чи людину.',
    shortTerm: 'Введіть ще один символ, щоб шукати записи, клієнтів, дилерів і користувачів.',
    capped: 'Забагато збігів: показано найкращі з перших знайдених. Уточніть запит.',
    failed: 'Не вдалося виконати пошук. Перевірте з’єднання і спробуйте ще раз.',
    results_one: '{{count}} результат',
    results_few: '{{count}} результати',
    results_many: '{{count}} результатів',
    results_other: '{{count}} результату',
    noResults: 'Немає результатів',
  },
  searchHints: {
    move: 'перейти',
    open: 'відкрити',
    close: 'закрити',
    enter: 'Enter',
    escape: 'Esc',
  },
  searchSections: {
    recent: 'Нещодавні',
    records: 'Записи',
    customers: 'Клієнти',
    dealers: 'Дилери',
    users: 'Користувачі',
    pages: 'Сторінки',
    actions: 'Дії',
  },
  searchRecord: {
    subOrderOf: 'Позиція замовлення {{number}}',
    reference: 'Реф. {{reference}}',
  },
  searchStage: ukTexts.stage,
  searchActions: {
    newQuote: 'Нова пропозиція',
    inviteUser: 'Запросити користувача',
  },
};

export default search;
