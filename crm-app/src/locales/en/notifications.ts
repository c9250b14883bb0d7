/** Notifications (features/notifications): the bell's popover, the full list and the e-mail settings. */
const notifications = {
  notificationPanel: {
    title: 'Notifications',
    latest: 'Latest notifications',
    markAllRead: 'Mark all as read',
    seeAll: 'See all',
    empty: 'You have no notifications yet.',
    loadFailed: 'The notifications could not be loaded.',
    retry: 'Try again',
    unread: 'Unread',
    markAllFailed: 'The notifications could not be marked as read. Try again.',
  },
  notificationList: {
    table: 'Your notifications',
    unreadOnly: 'Unread only',
    message: 'Message',
    actor: 'By',
    time: 'Time',
    state: 'State',
    unread: 'Unread',
    read: 'Read',
    empty: 'You have no notifications.',
    emptyUnread: 'You have no unread notifications.',
    /** Who made the change, when the account is gone. */
    noActor: '—',
  },
  notificationSettings: {
    email: 'E-mail',
    emailText:
      'Every notification shows in the app. Choose the groups whose notifications are also sent to you by e-mail.',
    groups: {
      sales: 'Sales',
      production: 'Production',
      comments: 'Comments',
      administration: 'Administration',
    },
    groupTexts: {
      sales: 'Quotes submitted, approved or rejected; pre-orders confirmed or canceled.',
      production: 'Order items started, finished, in the warehouse, delivered, held, released or canceled.',
      comments: 'New comments on records you sell or commented on.',
      administration: 'New users to approve, a change of your role, your dealer’s status and discount.',
    },
    saving: 'Saving',
    saved: 'Notification settings saved.',
    saveFailed: 'The notification settings could not be saved. Try again.',
    loadFailed: 'The notification settings could not be loaded.',
    retry: 'Try again',
  },
};

export default notifications;
