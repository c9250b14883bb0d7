import type en from '../en/dev';

/** The development outbox (features/dev). Typed against the English: a missing or extra key fails the typecheck. */
const dev: typeof en = {
  devOutbox: {
    title: 'Вихідні повідомлення (розробка)',
    description:
      'Повідомлення, які сервер надіслав би e-mail або SMS: посилання-запрошення та одноразові коди. Показується лише в демо-режимі.',
    refresh: 'Оновити',
    autoRefresh: 'Оновлюється кожні {{seconds}} с.',
    toLogin: 'До входу',
    empty: 'Немає даних для відображення',
    loadFailed: 'Не вдалося завантажити повідомлення.',
    email: 'E-mail',
    sms: 'SMS',
    attachments: 'Вкладення: {{files}}',
    smsTo: 'SMS на {{recipient}}',
    status: { pending: 'Очікує', sent: 'Надіслано', failed: 'Помилка' },
  },
};

export default dev;
