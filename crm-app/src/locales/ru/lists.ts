import type en from '../en/lists';

/** The shared list frame (components/list/). Typed against the English. */
const lists: typeof en = {
  list: {
    empty: 'Нет данных для отображения',
    loadFailed: 'Не удалось загрузить список.',
    retry: 'Повторить',
    show: 'Показать',
    hide: 'Скрыть',
    previous: 'Назад',
    next: 'Далее',
    page: 'Страница {{page}}',
    pagination: 'Страницы',
    sortBy: 'Сортировать по: {{column}}',
    /** The list's CSV export (issue 28): the button, and its failure. */
    exportCsv: 'Экспорт в CSV',
    exportFailed: 'Не удалось экспортировать список.',
    columns: 'Столбцы',
  },
  lookup: {
    noOptions: 'Нет вариантов.',
    loading: 'Загрузка...',
    loadingMore: 'Загрузка ещё...',
    loadFailed: 'Что-то пошло не так',
    showSuggestions: 'Показать варианты',
  },
  customerLookup: {
    label: 'Клиент',
    placeholder: 'Поиск клиентов',
    hint: 'Выбранный клиент заполняет контакты ниже.',
    create: 'Создать клиента «{{name}}»',
    createFailed: 'Не удалось создать клиента.',
  },
  filters: {
    search: 'Поиск',
    clearSearch: 'Очистить поиск',
    clear: 'Очистить',
  },
};

export default lists;
