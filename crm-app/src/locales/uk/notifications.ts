import type en from '../en/notifications';

/** Notifications (features/notifications): the bell's popover, the full list and the e-mail settings. Typed against the English: a missing or extra key fails the typecheck. */
const notifications: typeof en = {
  notificationPanel: {
    title: 'Сповіщення',
    latest: 'Останні сповіщення',
    markAllRead: 'Позначити все як прочитане',
    seeAll: 'Переглянути всі',
    empty: 'У вас ще немає сповіщень.',
    loadFailed: 'Не вдалося завантажити сповіщення.',
    retry: 'Спробувати ще раз',
    unread: 'Непрочитане',
    markAllFailed: 'Не вдалося позначити сповіщення як прочитані. Спробуйте ще раз.',
  },
  notificationList: {
    table: 'Ваші сповіщення',
    unreadOnly: 'Лише непрочитані',
    message: 'Повідомлення',
    actor: 'Автор',
    time: 'Час',
    state: 'Стан',
    unread: 'Непрочитане',
    read: 'Прочитане',
    empty: 'У вас немає сповіщень.',
    emptyUnread: 'У вас немає непрочитаних сповіщень.',
    noActor: '—',
  },
  notificationSettings: {
    email: 'Електронна пошта',
    emailText:
      'Усі сповіщення показуються в застосунку. Оберіть групи, сповіщення яких також надсилатимуться вам електронною поштою.',
    groups: {
      sales: 'Продажі',
      production: 'Виробництво',
      comments: 'Коментарі',
      administration: 'Адміністрування',
    },
    groupTexts: {
      sales: 'Пропозиції подано, затверджено чи відхилено; передзамовлення підтверджено чи скасовано.',
      production:
        'Позиції замовлень у виробництві, виготовлені, на складі, доставлені, призупинені, відновлені чи скасовані.',
      comments: 'Нові коментарі до записів, які ви продаєте або коментували.',
      administration: 'Нові користувачі на затвердження, зміна вашої ролі, статус і знижка вашого дилера.',
    },
    saving: 'Збереження',
    saved: 'Налаштування сповіщень збережено.',
    saveFailed: 'Не вдалося зберегти налаштування сповіщень. Спробуйте ще раз.',
    loadFailed: 'Не вдалося завантажити налаштування сповіщень.',
    retry: 'Спробувати ще раз',
  },
};

export default notifications;
