import type en from '../en/sending';

/** Send to customer (issue 28): the dialog's words, loaded when it opens. Typed against the English. */
const sending: typeof en = {
  sendDialog: {
    title: 'Надіслати пропозицію # {{orderNumber}} клієнту',
    description: 'Пропозицію буде додано до листа як PDF.',
    email: 'Електронна пошта клієнта',
    subject: 'Тема',
    message: 'Повідомлення',
    send: 'Надіслати',
    subjectDefault: 'Пропозиція # {{orderNumber}}',
    emailInvalid: 'НЕКОРЕКТНА ЕЛЕКТРОННА ПОШТА',
    atLeast1: 'Має бути щонайменше 1.',
    messageTooLong: 'Не більше 5000 символів.',
    sent: 'Пропозицію # {{orderNumber}} надіслано на {{email}}',
    messageDefault:
      'Добрий день, {{name}}!\n\nНадсилаємо нашу пропозицію # {{orderNumber}} у вкладенні. Разом: {{total}}.\n\nЗ повагою',
    messageDefaultNoName:
      'Добрий день!\n\nНадсилаємо нашу пропозицію # {{orderNumber}} у вкладенні. Разом: {{total}}.\n\nЗ повагою',
    noCustomerEmail: 'У пропозиції немає електронної пошти клієнта: спершу додайте її в контактах клієнта.',
  },
};

export default sending;
