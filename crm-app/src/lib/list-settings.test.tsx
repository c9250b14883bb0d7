import type { ListSetting, UpdateListSettingBody } from '@doorline/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { testQueryClient } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { listSettingsKeys, listSettingsQueryOptions, useSaveListSetting } from './list-settings';

const calls = { update: vi.fn(), read: vi.fn() };
beforeEach(() => {
  stubMethods(api, { updateListSettings: calls.update, listSettings: calls.read });
  calls.read.mockResolvedValue({ data: [] });
});

/** A server that answers each change only when the test says so, merging it as the real one does. */
function slowServer() {
  let stored: ListSetting = { list: 'quotes', limit: null, hiddenColumns: null };
  const pending: (() => void)[] = [];
  calls.update.mockImplementation(
    ({ body }: { body: UpdateListSettingBody }) =>
      new Promise((resolve) => {
        // The server applies a change when it receives it: the order the calls were sent in.
        stored = {
          ...stored,
          ...(body.limit !== undefined ? { limit: body.limit } : {}),
          ...(body.hiddenColumns !== undefined ? { hiddenColumns: body.hiddenColumns } : {}),
        };
        const answer = { data: stored };
        pending.push(() => resolve(answer));
      }),
  );
  return {
    answerNext: () => act(() => pending.shift()!()),
    stored: () => stored,
  };
}

async function saver() {
  const queryClient = testQueryClient();
  await queryClient.fetchQuery(listSettingsQueryOptions());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const save = renderHook(() => useSaveListSetting('quotes'), { wrapper }).result.current;
  const cached = () => queryClient.getQueryData<ListSetting[]>(listSettingsKeys.all)?.[0];
  return { save, cached };
}

describe('saving a list’s settings', () => {
  it('sends two quick changes one after the other, so the server keeps the last, and the list shows it throughout', async () => {
    const server = slowServer();
    const { save, cached } = await saver();

    act(() => save({ hiddenColumns: ['id', 'items'] }));
    act(() => save({ hiddenColumns: ['id', 'items', 'referenceNumber'] }));
    // At once, before any answer: the list follows the last choice.
    expect(cached()?.hiddenColumns).toEqual(['id', 'items', 'referenceNumber']);
    // The second waits for the first's answer: sent together, they could arrive the other way round.
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));

    await server.answerNext();
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(2));
    // The first's answer is not the latest choice: the list still shows the last one.
    expect(cached()?.hiddenColumns).toEqual(['id', 'items', 'referenceNumber']);

    await server.answerNext();
    await waitFor(() => expect(cached()?.hiddenColumns).toEqual(['id', 'items', 'referenceNumber']));
    expect(server.stored().hiddenColumns).toEqual(['id', 'items', 'referenceNumber']);
  });

  it('goes back to what the server holds when a change fails', async () => {
    calls.update.mockRejectedValue(new Error('offline'));
    const { save, cached } = await saver();

    act(() => save({ limit: 25 }));
    expect(cached()?.limit).toBe(25);
    // Read once when the lists opened, and again after the failure.
    await waitFor(() => expect(calls.read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(cached()).toBeUndefined());
  });
});
