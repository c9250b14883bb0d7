import { lazy } from 'react';
import { page, type RouteHandle, type SignedInFeature } from '@/lib/routing';
import { NotificationBell } from './components/notification-bell';
import { notificationTexts } from './lib/texts';

/** The list starts its rows when its path matches, beside the page's code. */
const listHandle: RouteHandle = {
  list: 'notifications',
  prefetch: (_params, search) =>
    import('./api/get-notifications').then((module) => module.prefetchNotifications(search)),
};

/**
 * Notifications (issue 26, docs/notifications.md "Screens"): the bell in the top bar with the live
 * stream, the full list at `/notifications`, and the e-mail settings as the personal area's
 * Notifications tab (`/me/notifications`, added by the account layout's id). Every signed-in user's
 * own, so no page guard.
 */
export const feature: SignedInFeature = {
  routes: [
    {
      path: 'notifications',
      handle: listHandle,
      ...page(() => import('./routes/notifications'), ...notificationTexts, 'lists'),
    },
  ],
  into: {
    account: [
      { path: 'notifications', ...page(() => import('./routes/notification-settings'), 'notifications') },
    ],
  },
  topBar: [{ id: 'notifications', order: 0, Component: NotificationBell }],
  // A dealer user's latest notifications on Home (issue 27), loaded when Home has some to show.
  home: [
    {
      id: 'notifications',
      order: 0,
      shows: (dashboard) => dashboard.notifications !== null,
      Component: lazy(() => import('./components/home-notifications')),
    },
  ],
};
