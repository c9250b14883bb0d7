import type en from '../en/dev';

/** The development outbox (features/dev). Typed against the English: a missing or extra key fails the typecheck. */
const dev: typeof en = {
  devOutbox: {
    title: 'Исходящие сообщения (разработка)',
    description:
      'Сообщения, которые сервер отправил бы по e-mail или SMS: ссылки-приглашения и одноразовые коды. Показывается только в демо-режиме.',
    refresh: 'Обновить',
    autoRefresh: 'Обновляется каждые {{seconds}} с.',
    toLogin: 'Ко входу',
    empty: 'Нет данных для отображения',
    loadFailed: 'Не удалось загрузить сообщения.',
    email: 'E-mail',
    sms: 'SMS',
    attachments: 'Вложения: {{files}}',
    smsTo: 'SMS на {{recipient}}',
    status: { pending: 'Ожидает', sent: 'Отправлено', failed: 'Ошибка' },
  },
};

export default dev;
