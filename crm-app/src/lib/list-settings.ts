import {
  listPageSizes,
  type ListKey,
  type ListSetting,
  type UpdateListSettingBody,
} from '@doorline/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';
import { queryClient } from './query-client';

// The page size and the columns a user chose for each list (issue 40 items 8 and 9), kept on the
// server per user and list (`GET`/`PATCH /users/me/list-settings`), so that they follow the user to
// the next session and to another device. A URL's `limit` wins over the saved one.

export const listSettingsKeys = {
  all: ['list-settings'] as const,
};
/** The changes of list settings: one queue (scope) for all of them. */
const saveKey = [...listSettingsKeys.all, 'save'];

/**
 * The user's saved settings of every list, read once per sign-in (the cache goes with the session).
 * A failure to read them is no settings: the lists then open with their defaults.
 */
export const listSettingsQueryOptions = () =>
  queryOptions({
    queryKey: listSettingsKeys.all,
    queryFn: ({ signal }): Promise<ListSetting[]> =>
      api.listSettings({ signal }).then(
        (answer) => answer.data,
        () => [],
      ),
    staleTime: Infinity,
  });

/** One list's settings from all of them; nothing chosen is `null`. */
export const settingOf = (settings: readonly ListSetting[] | undefined, list: ListKey): ListSetting =>
  settings?.find((setting) => setting.list === list) ?? { list, limit: null, hiddenColumns: null };

const isPageSize = (value: string | null) => (listPageSizes as readonly number[]).includes(Number(value));

/** The URL's search with the saved page size, unless the URL names a page size of its own (which wins). */
export function withSavedLimit(params: URLSearchParams, limit: number | null): URLSearchParams {
  if (limit === null || isPageSize(params.get('limit'))) return params;
  const next = new URLSearchParams(params);
  next.set('limit', String(limit));
  return next;
}

/**
 * Starts a list's rows (the router's prefetch) once the user's settings are known, so that it asks
 * for the page size the list will show.
 */
export function prefetchWithSettings(
  list: ListKey,
  search: URLSearchParams,
  prefetch: (search: URLSearchParams) => unknown,
) {
  return queryClient
    .ensureQueryData(listSettingsQueryOptions())
    .then((settings) => prefetch(withSavedLimit(search, settingOf(settings, list).limit)));
}

/**
 * Saves a change of a list's settings: into the cache at once (the list and its chooser follow the
 * choice before the server answers), then to the server, one change after the other (a mutation
 * scope): two quick clicks sent together could reach the server the other way round, and the first
 * would be kept. A server's answer replaces the cache only when no later change waits; a failure goes
 * back to what the server holds.
 */
export function useSaveListSetting(list: ListKey | undefined) {
  const client = useQueryClient();
  const replace = (setting: ListSetting) =>
    client.setQueryData<ListSetting[]>(listSettingsKeys.all, (current = []) => [
      ...current.filter((other) => other.list !== setting.list),
      setting,
    ]);
  const { mutate } = useMutation({
    mutationKey: saveKey,
    scope: { id: saveKey.join('/') },
    mutationFn: (body: UpdateListSettingBody) => api.updateListSettings({ body }),
    onMutate: (body) => {
      const before = settingOf(client.getQueryData<ListSetting[]>(listSettingsKeys.all), body.list);
      replace({
        ...before,
        ...(body.limit !== undefined ? { limit: body.limit } : {}),
        ...(body.hiddenColumns !== undefined ? { hiddenColumns: body.hiddenColumns } : {}),
      });
    },
    onSuccess: (answer) => {
      if (client.isMutating({ mutationKey: saveKey }) <= 1) replace(answer.data);
    },
    onError: () => client.invalidateQueries({ queryKey: listSettingsKeys.all, refetchType: 'all' }),
  });
  return useCallback(
    (change: Omit<UpdateListSettingBody, 'list'>) => {
      if (list) mutate({ list, ...change });
    },
    [mutate, list],
  );
}

/**
 * A list's saved settings and how to change them: the list waits (suspends) for the user's settings
 * on its first showing in a session, which the shell has started beside the current user.
 */
export function useListSetting(list: ListKey) {
  const settings = useSuspenseQuery(listSettingsQueryOptions()).data;
  const save = useSaveListSetting(list);
  return { setting: settingOf(settings, list), save };
}

/** The user's saved settings of a list, without waiting for them (a list has, through `useListParams`). */
export function useSavedListSetting(list: ListKey | undefined): ListSetting | null {
  const settings = useQuery({ ...listSettingsQueryOptions(), enabled: list !== undefined }).data;
  return list ? settingOf(settings, list) : null;
}
