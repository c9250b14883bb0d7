/** The development outbox (features/dev). */
const dev = {
  devOutbox: {
    title: 'Development outbox',
    description:
      'Messages the server would have sent by e-mail or SMS: invitation links and one-time codes. Shown only in demo mode.',
    refresh: 'Refresh',
    autoRefresh: 'Refreshes every {{seconds}} s.',
    toLogin: 'Go to sign-in',
    empty: 'No data to display',
    loadFailed: 'Could not load the messages.',
    email: 'E-mail',
    sms: 'SMS',
    attachments: 'Attached: {{files}}',
    smsTo: 'SMS to {{recipient}}',
    status: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
  },
};

export default dev;
