/** Send to customer (issue 28): the dialog's words, loaded when it opens (features/sales). */
const sending = {
  sendDialog: {
    title: 'Send quote # {{orderNumber}} to the customer',
    description: 'The quote goes as a PDF attached to the e-mail.',
    email: "Customer's e-mail",
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    subjectDefault: 'Quote # {{orderNumber}}',
    messageDefaultNoName:
      'Hello,\n\nPlease find our quote # {{orderNumber}} attached. Total: {{total}}.\n\nKind regards',
    emailInvalid: 'EMAIL INVALID',
    atLeast1: 'Must be at least 1.',
    messageTooLong: 'Must be at most 5000.',
    noCustomerEmail: 'The quote has no customer e-mail: add it in the quote’s Customer contacts first.',
    sent: 'Quote # {{orderNumber}} sent to {{email}}',
    messageDefault:
      'Hello {{name}},\n\nPlease find our quote # {{orderNumber}} attached. Total: {{total}}.\n\nKind regards',
  },
};

export default sending;
