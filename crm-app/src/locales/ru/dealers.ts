import { ruTexts } from '@doorline/api-client';
import type en from '../en/dealers';

/** Дилерские компании (issue 11). Typed against the English: a missing or extra key fails the typecheck. */
const dealers: typeof en = {
  dealerStatuses: ruTexts.dealerStatus,
  dealerArea: {
    tabs: 'Раздел дилера',
    profile: 'Профиль',
    users: 'Пользователи',
  },
  dealerList: {
    title: 'Управление дилерами',
    name: 'Название',
    description: 'Описание',
    status: 'Статус',
    created: 'Создан',
    updated: 'Обновлён',
    allStatuses: 'Все статусы',
    search: 'Поиск дилеров по названию или e-mail...',
    create: 'Создать дилера',
    import: 'Импорт',
    empty: 'Дилеры не найдены.',
  },
  dealerCreate: {
    title: 'Создать дилера',
    text: 'Скидка сначала 0. Контакты и пользователей добавляют в профиле дилера.',
    name: 'Название',
    description: 'Описание',
    submit: 'Создать',
    minTwo: 'Минимум 2 символа.',
    created: 'Дилерская компания успешно создана!',
  },
  dealerPage: {
    title: 'Дилер',
    loading: 'Загрузка...',
    notFound: 'Такого дилера не существует.',
    backToDealers: 'Назад к дилерам',
    tabs: 'Разделы дилера',
    profile: 'Профиль',
    users: 'Пользователи',
  },
  dealerProfile: {
    account: 'Учётная запись',
    name: 'Название',
    description: 'Описание',
    discount: 'Скидка',
    discountHint:
      'Процент от 0 до 100, до двух знаков после запятой. Действует на черновики предложений дилера.',
    discountInvalid: 'Должно быть от 0 до 100.',
    discountBySupplier: 'Устанавливает производитель.',
    contacts: 'Контакты',
    responsibleContacts: 'Ответственные контакты',
    empty: 'Пусто',
    change: 'Изменить',
    changeAccount: 'Изменить учётную запись',
    changeContacts: 'Изменить контакты',
    changeResponsible: 'Изменить ответственные контакты',
    nameRequired: 'Обязательно',
    updated: 'Профиль обновлён.',
    updateError: 'Не удалось обновить профиль. Попробуйте ещё раз.',
    status: 'Статус',
    statusText:
      'Блокировка, деактивация или удаление дилера завершает сеансы его пользователей и не даёт им войти.',
    userCount: 'Пользователей: {{count}}',
    sales: 'Предложения и заказы',
    salesText: 'Записи дилера на каждом этапе; каждая ссылка открывает список с фильтром по этому дилеру.',
    stageLink: '{{stage}}: {{count}}',
    loadFailed: 'Произошла непредвиденная ошибка.',
    retry: 'Повторить',
  },
  dealerStages: ruTexts.stageList,
  dealerStatusActions: {
    activate: 'Активировать',
    deactivate: 'Деактивировать',
    block: 'Заблокировать',
    delete: 'Удалить',
    of: '{{action}}: {{name}}',
    confirm: 'Вы уверены, что хотите продолжить?',
    signOut:
      'Пользователи дилера будут выведены из системы и не смогут войти, пока дилер снова не станет активным.',
    confirmButton: 'Подтвердить',
    cancel: 'Отмена',
    working: 'Выполняется...',
    done: 'Статус дилера обновлён.',
  },
  dealerUsers: {
    invite: 'Пригласить пользователя',
  },
};

export default dealers;
