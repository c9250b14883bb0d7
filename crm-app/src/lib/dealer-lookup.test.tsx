import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { testQueryClient } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { useDealerLookup } from './dealer-lookup';

const calls = { list: vi.fn() };
beforeEach(() => stubMethods(api, { dealers: calls.list }));

function lookup(scope?: 'active' | 'any') {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDealerLookup(scope), { wrapper }).result.current;
}

describe('the dealer look-up', () => {
  it('reads GET /dealers by 20, active dealers only where a dealer is given work', async () => {
    calls.list.mockResolvedValue({
      data: [{ id: 3, name: 'North Doors' }],
      pagination: { page: 2, limit: 20, count: 21 },
      hasMore: false,
    });
    await expect(
      lookup('active')({ search: ' nor ', page: 2, signal: new AbortController().signal }),
    ).resolves.toEqual({
      items: [{ id: '3', label: 'North Doors' }],
      hasMore: false,
    });
    expect(calls.list).toHaveBeenLastCalledWith({
      query: { page: 2, limit: 20, status: 'active', search: 'nor' },
      signal: expect.anything(),
    });
  });

  it('offers any dealer but a deleted one (the server leaves those out) to the filters', async () => {
    calls.list.mockResolvedValue({ data: [], pagination: { page: 1, limit: 20, count: 0 }, hasMore: false });
    await lookup()({ search: '', page: 1, signal: new AbortController().signal });
    expect(calls.list).toHaveBeenLastCalledWith({
      query: { page: 1, limit: 20 },
      signal: expect.anything(),
    });
  });
});
