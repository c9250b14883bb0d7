import type en from '../en/sending';

/** Send to customer (issue 28): the dialog's words, loaded when it opens. Typed against the English. */
const sending: typeof en = {
  sendDialog: {
    title: 'Отправить предложение # {{orderNumber}} клиенту',
    description: 'Предложение будет приложено к письму в виде PDF.',
    email: 'Электронная почта клиента',
    subject: 'Тема',
    message: 'Сообщение',
    send: 'Отправить',
    subjectDefault: 'Предложение # {{orderNumber}}',
    emailInvalid: 'НЕКОРРЕКТНАЯ ЭЛЕКТРОННАЯ ПОЧТА',
    atLeast1: 'Должно быть не меньше 1.',
    messageTooLong: 'Не более 5000 символов.',
    sent: 'Предложение # {{orderNumber}} отправлено на {{email}}',
    messageDefault:
      'Здравствуйте, {{name}}!\n\nВо вложении наше предложение # {{orderNumber}}. Итого: {{total}}.\n\nС уважением',
    messageDefaultNoName:
      'Здравствуйте!\n\nВо вложении наше предложение # {{orderNumber}}. Итого: {{total}}.\n\nС уважением',
    noCustomerEmail: 'В предложении нет электронной почты клиента: сначала добавьте её в контактах клиента.',
  },
};

export default sending;
