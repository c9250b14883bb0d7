import {
  type CurrentUser,
  type SearchCustomer,
  type SearchDealer,
  type SearchRecord,
  type SearchResults,
  type SearchUser,
} from '@doorline/api-client';
import type { CommandPaletteItem } from '@doorline/design-system';
import {
  Building2,
  ClipboardList,
  FilePlus2,
  FileText,
  Package,
  ShoppingCart,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { orderStatusTones } from '@/components/orders/order-status-badge';
import { orderStatusKey } from '@/lib/orders';
import {
  customerPagePath,
  dealerPagePath,
  inviteUserPath,
  mainOrderPath,
  newQuotePath,
  subOrderPath,
  userPagePath,
} from '@/lib/page-links';
import type { MenuItem } from '@/lib/routing';
import type { RecentEntry } from './recent';
import type { TFunction } from '@/lib/i18n';

// What the palette shows (docs/search.md "The palette"): the server's results, the menus' pages and
// the actions the user may take, as the design system's palette items. Pure: the palette's
// component gives the texts and the user.

/** The texts the items are worded with: the palette's own, the order statuses' and the menus'. */
export type SearchTexts = TFunction<['search', 'sales', 'common']>;

const icon = (Icon: LucideIcon) => <Icon aria-hidden size={16} strokeWidth={1.75} />;

const recordIcons: Record<SearchRecord['stage'], LucideIcon> = {
  quote: FileText,
  preorder: ClipboardList,
  order: ShoppingCart,
  production: Package,
  warehouse: Package,
  hold: Package,
};

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** A record: its number, its customer, reference and dealer, its stage and status as badges; its page. */
export function recordItem(record: SearchRecord, t: SearchTexts): CommandPaletteItem {
  const { customer } = record;
  const reference = record.referenceNumber
    ? t('search:searchRecord.reference', { reference: record.referenceNumber })
    : null;
  const main = record.mainOrder;
  return {
    id: `record-${record.id}`,
    label: record.orderNumber,
    description: joined(
      main ? t('search:searchRecord.subOrderOf', { number: main.orderNumber }) : null,
      customer.name,
      customer.email,
      reference,
      record.dealer?.name,
    ),
    icon: icon(record.kind === 'sub' ? Package : recordIcons[record.stage]),
    badges: [
      { label: t(`search:searchStage.${record.stage}`), tone: 'neutral' },
      { label: t(`sales:${orderStatusKey(record.status)}`), tone: orderStatusTones[record.status] },
    ],
    href: main ? subOrderPath(main.id, record.id) : mainOrderPath(record.stage, record.id),
  };
}

/**
 * A customer of the directory (issue 42): its name, e-mail, phone and, for an organization user, its
 * dealer (a dealer user's are all their own dealer's, as the directory shows them); its page, when
 * `viewer` may open the directory.
 */
export function customerItem(
  customer: SearchCustomer,
  viewer: CurrentUser | undefined,
): CommandPaletteItem | null {
  const href = customerPagePath(viewer, customer.id);
  if (!href) return null;
  return {
    id: `customer-${customer.id}`,
    label: customer.name,
    description: joined(
      customer.email,
      customer.phone,
      viewer?.type === 'organization' ? customer.dealer?.name : null,
    ),
    // The menu's icon of Customers.
    icon: icon(Users),
    href,
  };
}

/** A dealer: its name and e-mail; its page, when `viewer` may open it. */
export function dealerItem(dealer: SearchDealer, viewer: CurrentUser | undefined): CommandPaletteItem | null {
  const href = dealerPagePath(viewer, dealer.id);
  if (!href) return null;
  return {
    id: `dealer-${dealer.id}`,
    label: dealer.name,
    description: joined(dealer.email),
    icon: icon(Building2),
    href,
  };
}

/** A user: their name, e-mail and dealer; their page, when `viewer` may open it. */
export function userItem(user: SearchUser, viewer: CurrentUser | undefined): CommandPaletteItem | null {
  const href = userPagePath(viewer, user.id);
  if (!href) return null;
  return {
    id: `user-${user.id}`,
    label: user.name,
    description: joined(user.email, user.dealer?.name),
    icon: icon(UserRound),
    href,
  };
}

/** A menu's page, by its label in the menu. */
export const pageItem = (item: MenuItem, t: SearchTexts): CommandPaletteItem => ({
  id: `page-${item.path}`,
  label: t(`common:${item.label}` as 'common:menu.home'),
  icon: icon(item.icon),
  href: item.path,
});

/**
 * The actions `viewer` may take: a new quote (whoever may write the sales records and open them),
 * inviting a user (into the organization's users or the own dealer's, for whom may invite and open
 * that list): the same rules as the buttons on those pages.
 */
export function actionItems(viewer: CurrentUser | undefined, t: SearchTexts): CommandPaletteItem[] {
  const actions: CommandPaletteItem[] = [];
  const newQuote = newQuotePath(viewer);
  if (newQuote)
    actions.push({
      id: 'new-quote',
      label: t('search:searchActions.newQuote'),
      icon: icon(FilePlus2),
      href: newQuote,
    });
  const invite = inviteUserPath(viewer);
  if (invite)
    actions.push({
      id: 'invite-user',
      label: t('search:searchActions.inviteUser'),
      icon: icon(UserPlus),
      href: invite,
    });
  return actions;
}

/** The server's groups, each as what its results were made from, in the answer's order. */
export function resultGroups(results: SearchResults | undefined) {
  return [
    {
      id: 'records',
      entries: (results?.records ?? []).map((record): RecentEntry => ({ kind: 'record', record })),
    },
    {
      id: 'customers',
      entries: (results?.customers ?? []).map((customer): RecentEntry => ({ kind: 'customer', customer })),
    },
    {
      id: 'dealers',
      entries: (results?.dealers ?? []).map((dealer): RecentEntry => ({ kind: 'dealer', dealer })),
    },
    { id: 'users', entries: (results?.users ?? []).map((user): RecentEntry => ({ kind: 'user', user })) },
  ] as const;
}

/**
 * An item from what it was made of (a result, or a menu's page), with today's texts; none for a
 * page that is no longer in `pages` (the menus as the viewer sees them) or one `viewer` may not open.
 */
export function itemOf(
  entry: RecentEntry,
  pages: readonly MenuItem[],
  viewer: CurrentUser | undefined,
  t: SearchTexts,
): CommandPaletteItem | null {
  switch (entry.kind) {
    case 'record':
      return recordItem(entry.record, t);
    case 'customer':
      return customerItem(entry.customer, viewer);
    case 'dealer':
      return dealerItem(entry.dealer, viewer);
    case 'user':
      return userItem(entry.user, viewer);
    case 'page': {
      const page = pages.find((item) => item.path === entry.path);
      return page ? pageItem(page, t) : null;
    }
  }
}
