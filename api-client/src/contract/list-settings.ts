// A user's settings of each list (issue 40 items 8 and 9): the page size they chose and the columns
// they hid, kept on the server per user and list, so that they follow the user across sessions and
// devices. The lists and their columns are a closed set, defined here once: the server refuses
// anything else, and the app's lists name their key and columns from it.
import { array, enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { userList, roleList } from './administration.js';
import { dataOf } from './common.js';
import { customerList } from './customers.js';
import { dealerList } from './dealers.js';
import { settingsListsOf } from './lists.js';
import { notificationList } from './notifications.js';
import { mainOrderList, subOrderList } from './order-lists.js';
import { listPageSizes } from './sales-flow.js';

/**
 * Every list of the app (its key: a view of a list with views, `quotes`, or the list) and the columns
 * of it a person may show or hide: all but its fixed ones (the column that names the row, its link)
 * and the row's actions, which always show. Read off the lists' declarations (`defineList`).
 */
export const listColumns = settingsListsOf([
  mainOrderList,
  subOrderList,
  dealerList,
  customerList,
  userList,
  roleList,
  notificationList,
]);

export type ListKey = keyof typeof listColumns;
/** A page size a list offers (spec §9). */
export type ListPageSize = (typeof listPageSizes)[number];
export const listKeys = Object.keys(listColumns) as ListKey[];
/** A column of a list that may be hidden. */
export type ListColumn<K extends ListKey = ListKey> = (typeof listColumns)[K][number];

/** One list's settings: `null` where the user has chosen nothing (the list's default then). */
export const ListSetting = object({
  /** The list: `quotes`, `preOrders`, `orders`, `orderItems`, `production`, `warehouse`, `hold`, `dealers`, `customers`, `users`, `roles` or `notifications`. */
  list: enums(listKeys),
  /** The page size chosen, one of `listPageSizes`; a list's URL `limit` wins over it. */
  limit: nullable(enums(listPageSizes)),
  /** The columns the user hid, in the list's order; `null`: the list's default columns. */
  hiddenColumns: nullable(array(string())),
});
export type ListSetting = Infer<typeof ListSetting>;

/** `GET /users/me/list-settings`: the lists the user has settings for. */
export const ListSettingsResponse = dataOf(array(ListSetting));
/** `PATCH /users/me/list-settings`: the changed list's settings. */
export const ListSettingResponse = dataOf(ListSetting);

/**
 * One list's change: its page size, its hidden columns (each one of that list's `listColumns`;
 * `null` goes back to the list's default), or both; what is not given stays.
 */
export const UpdateListSettingBody = refine(
  object({
    /** The list to change. */
    list: enums(listKeys),
    /** Its page size, one of the sizes offered. */
    limit: optional(enums(listPageSizes)),
    /** The columns to hide, each one of that list's; null goes back to the default. */
    hiddenColumns: optional(nullable(size(array(string()), 0, 20))),
  }),
  'hiddenColumns',
  (body) => {
    const allowed: readonly string[] = listColumns[body.list];
    const unknown = body.hiddenColumns?.findIndex((column) => !allowed.includes(column)) ?? -1;
    return unknown < 0
      ? true
      : {
          path: ['hiddenColumns', String(unknown)],
          message: `Expected one of the columns of ${body.list}: ${allowed.join(', ')}`,
        };
  },
);
export type UpdateListSettingBody = Infer<typeof UpdateListSettingBody>;
