// A user's own lists' settings (issue 40 items 8 and 9; docs/decisions.md "Issue 40 item 8"): the page
// size and the hidden columns of each list, per user and list. The contract checks the list, the size
// and the columns (`UpdateListSettingBody`); a stored row of a list the app no longer has is left out.
import { listKeys, type ListKey, type ListSetting, type UpdateListSettingBody } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { listUserListSettings, mergeUserListSetting } from '../../db/queries/list-settings.js';
import type { AuthUser } from '../identity/sessions.js';

type StoredSetting = Awaited<ReturnType<typeof listUserListSettings>>[number];

const isListKey = (key: string): key is ListKey => (listKeys as readonly string[]).includes(key);

/** A stored row as the API answers it. */
const settingOf = (row: StoredSetting & { list: ListKey }): ListSetting => ({
  list: row.list,
  limit: (row.limit ?? null) as ListSetting['limit'],
  hiddenColumns: row.hiddenColumns ?? null,
});

/** `GET /users/me/list-settings`. */
export async function listSettings(db: Queryable, user: AuthUser) {
  const rows = await listUserListSettings(db, user.id);
  return {
    data: rows.filter((row): row is StoredSetting & { list: ListKey } => isListKey(row.list)).map(settingOf),
  };
}

/** `PATCH /users/me/list-settings`: the list's page size or hidden columns, or both; the rest stays. */
export async function updateListSettings(
  db: Queryable,
  user: AuthUser,
  body: UpdateListSettingBody,
  at: Date,
) {
  const row = await mergeUserListSetting(
    db,
    user.id,
    body.list,
    {
      ...(body.limit !== undefined ? { pageSize: body.limit } : {}),
      ...(body.hiddenColumns !== undefined ? { hiddenColumns: body.hiddenColumns } : {}),
    },
    at,
  );
  return { data: settingOf({ ...row, list: body.list }) };
}
