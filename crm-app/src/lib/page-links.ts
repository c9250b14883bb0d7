import { administrationAccess, recordAccess, type CurrentUser, type OrderStage } from '@doorline/api-client';
import { mayOpen } from './page-access';
import { canAccess } from './permissions';

// Where a record's, a user's and a dealer's page is, for every link to one (the lists, the
// notifications, the search palette): a page `viewer` may not open is no link (null) but plain text.

/**
 * A main order's page: an order's at `/orders/{id}`, a quote's and a pre-order's at `/quotes/{id}`
 * (its page shows what the record is now: issue 24). `tab`: the page's tab.
 */
export const mainOrderPath = (stage: OrderStage, id: number, tab = 'details') =>
  stage === 'order' ? `/orders/${id}/${tab}` : `/quotes/${id}/${tab}`;

/**
 * A sub-order's place (issue 40): the item itself among its main order's items, marked there
 * (`?item=`), for the lists, the search and the notifications alike.
 */
export const subOrderPath = (mainOrderId: number, subOrderId: number) =>
  `/orders/${mainOrderId}/sub-orders?${subOrderParam}=${subOrderId}`;

/** The search parameter of the items page that marks the item a link was about. */
export const subOrderParam = 'item';

/**
 * A user's page as `viewer` may open it: their own profile, the organization's user page, or a dealer
 * admin's page of their dealer's user; null for anyone else.
 */
export function userPagePath(viewer: CurrentUser | undefined, id: number): string | null {
  if (id === viewer?.id) return '/me/profile';
  if (mayOpen(viewer, 'users')) return `/organization/users/${id}/profile`;
  if (mayOpen(viewer, 'dealerUsers')) return `/dealer/users/${id}`;
  return null;
}

/** A dealer's page as `viewer` may open it: the organization's, or a dealer user's own company page. */
export function dealerPagePath(viewer: CurrentUser | undefined, id: number): string | null {
  if (mayOpen(viewer, 'dealers')) return `/organization/dealers/${id}/profile`;
  return viewer?.dealerId === id && mayOpen(viewer, 'ownDealer') ? '/dealer/profile' : null;
}

/** A customer's page of the directory (issue 42), for whom may open it; null for anyone else. */
export const customerPagePath = (viewer: CurrentUser | undefined, id: number): string | null =>
  mayOpen(viewer, 'customers') ? `/customers/${id}` : null;

/**
 * Where `viewer` creates a quote: whoever may open the sales pages and write the records (the Create
 * Quote button's rule, the contract's `recordAccess.write`, which the server holds `POST /orders` to);
 * null for anyone else. The search palette's action and a fresh dealer's Home link there.
 */
export function newQuotePath(viewer: CurrentUser | undefined): string | null {
  return mayOpen(viewer, 'sales') && canAccess(viewer, recordAccess.write) ? '/quotes/new' : null;
}

/**
 * Where `viewer` invites a user: into the organization's users or the own dealer's, for whom may open
 * that list and invite (`administrationAccess.inviteUsers`, the server's rule of `POST /users/invite`
 * for a dealer); null for anyone else.
 */
export function inviteUserPath(viewer: CurrentUser | undefined): string | null {
  const usersArea = mayOpen(viewer, 'users')
    ? '/organization/users'
    : mayOpen(viewer, 'dealerUsers')
      ? '/dealer/users'
      : null;
  return usersArea && canAccess(viewer, administrationAccess.inviteUsers) ? `${usersArea}/invite` : null;
}

/** The personal area's e-mail preferences (the notifications' groups): every signed-in user's own. */
export const emailPreferencesPath = '/me/notifications';
