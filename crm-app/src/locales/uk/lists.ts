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
  },
};

export default lists;
