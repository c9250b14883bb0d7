import type en from '../en/lists';

/** The shared list frame (components/list/). Typed against the English. */
const lists: typeof en = {
  list: {
    empty: 'Немає даних для відображення',
    loadFailed: 'Не вдалося завантажити список.',
    retry: 'Повторити',
    show: 'Показати',
    hide: 'Сховати',
    previous: 'Назад',
    next: 'Далі',
    page: 'Сторінка {{page}}',
    pagination: 'Сторінки',
    sortBy: 'Сортувати за: {{column}}',
    /** The list's CSV export (issue 28): the button, and its failure. */
    exportCsv: 'Експорт у CSV',
    exportFailed: 'Не вдалося експортувати список.',
    columns: 'Стовпці',
  },
  lookup: {
    noOptions: 'Немає варіантів.',
    loading: 'Завантаження...',
    loadingMore: 'Завантаження ще...',
    loadFailed: 'Щось пішло не так',
    showSuggestions: 'Показати варіанти',
  },
  customerLookup: {
    label: 'Клієнт',
    placeholder: 'Пошук клієнтів',
    hint: 'Вибраний клієнт заповнює контакти нижче.',
    create: 'Створити клієнта «{{name}}»',
    createFailed: 'Не вдалося створити клієнта.',
  },
  filters: {
    search: 'Пошук',
    clearSearch: 'Очистити пошук',
    clear: 'Очистити',
  },
};

export default lists;
