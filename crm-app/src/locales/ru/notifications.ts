import type en from '../en/notifications';

/** Notifications (features/notifications): the bell's popover, the full list and the e-mail settings. Typed against the English: a missing or extra key fails the typecheck. */
const notifications: typeof en = {
  notificationPanel: {
    title: 'Уведомления',
    latest: 'Последние уведомления',
    markAllRead: 'Отметить все как прочитанные',
    seeAll: 'Смотреть все',
    empty: 'У вас ещё нет уведомлений.',
    loadFailed: 'Не удалось загрузить уведомления.',
    retry: 'Повторить',
    unread: 'Непрочитанное',
    markAllFailed: 'Не удалось отметить уведомления как прочитанные. Попробуйте ещё раз.',
  },
  notificationList: {
    table: 'Ваши уведомления',
    unreadOnly: 'Только непрочитанные',
    message: 'Сообщение',
    actor: 'Автор',
    time: 'Время',
    state: 'Состояние',
    unread: 'Непрочитанное',
    read: 'Прочитанное',
    empty: 'У вас нет уведомлений.',
    emptyUnread: 'У вас нет непрочитанных уведомлений.',
    noActor: '—',
  },
  notificationSettings: {
    email: 'Электронная почта',
    emailText:
      'Все уведомления показываются в приложении. Выберите группы, уведомления которых также будут приходить вам по электронной почте.',
    groups: {
      sales: 'Продажи',
      production: 'Производство',
      comments: 'Комментарии',
      administration: 'Администрирование',
    },
    groupTexts: {
      sales: 'Предложения поданы, утверждены или отклонены; предзаказы подтверждены или отменены.',
      production:
        'Позиции заказов в производстве, изготовлены, на складе, доставлены, приостановлены, возобновлены или отменены.',
      comments: 'Новые комментарии к записям, которые вы продаёте или комментировали.',
      administration: 'Новые пользователи на утверждение, смена вашей роли, статус и скидка вашего дилера.',
    },
    saving: 'Сохранение',
    saved: 'Настройки уведомлений сохранены.',
    saveFailed: 'Не удалось сохранить настройки уведомлений. Попробуйте ещё раз.',
    loadFailed: 'Не удалось загрузить настройки уведомлений.',
    retry: 'Повторить',
  },
};

export default notifications;
