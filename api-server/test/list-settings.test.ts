// A user's lists' settings (issue 40 items 8 and 9; docs/decisions.md "Issue 40 item 8"): the page size
// and the hidden columns of each list are kept on the server per user and list, so that 25 rows chosen
// today are 25 rows in the next session and on another device; anything outside the contract's closed
// set of lists, sizes and columns is a 400 naming the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile, type TestServer } from './helpers.js';
import { signedIn, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
serverForFile({}, (s) => (server = s));

let reader: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  reader = await signedInUser(server, { name: 'List Reader' });
  other = await signedInUser(server, { name: 'Other Reader' });
});

async function patch(token: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/users/me/list-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('list settings', () => {
  it('none until the user chooses; a chosen page size is there in a new sign-in', async () => {
    expect(await reader.api.listSettings()).toEqual({ data: [] });
    expect(await reader.api.updateListSettings({ body: { list: 'quotes', limit: 25 } })).toEqual({
      data: { list: 'quotes', limit: 25, hiddenColumns: null },
    });
    // Another session (another device) of the same user reads it.
    const again = await signedIn(server, reader.email, reader.password);
    expect(await again.api.listSettings()).toEqual({
      data: [{ list: 'quotes', limit: 25, hiddenColumns: null }],
    });
    // Someone else's lists are their own.
    expect(await other.api.listSettings()).toEqual({ data: [] });
  });

  it('a change keeps what it does not name, per list', async () => {
    await reader.api.updateListSettings({
      body: { list: 'users', hiddenColumns: ['permissions', 'created'] },
    });
    await reader.api.updateListSettings({ body: { list: 'users', limit: 50 } });
    await reader.api.updateListSettings({ body: { list: 'quotes', limit: 100 } });
    expect(await reader.api.listSettings()).toEqual({
      data: [
        { list: 'quotes', limit: 100, hiddenColumns: null },
        { list: 'users', limit: 50, hiddenColumns: ['permissions', 'created'] },
      ],
    });
    // `null` goes back to the list's default columns; an empty list shows them all.
    expect(await reader.api.updateListSettings({ body: { list: 'users', hiddenColumns: [] } })).toEqual({
      data: { list: 'users', limit: 50, hiddenColumns: [] },
    });
    expect(await reader.api.updateListSettings({ body: { list: 'users', hiddenColumns: null } })).toEqual({
      data: { list: 'users', limit: 50, hiddenColumns: null },
    });
  });

  it('400 naming the field for a list, size or column outside the contract', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'list'],
      [{ list: 'suppliers', limit: 25 }, 'list'],
      [{ list: 'quotes', limit: 7 }, 'limit'],
      [{ list: 'quotes', limit: '25' }, 'limit'],
      [{ list: 'quotes', limit: 1000 }, 'limit'],
      [{ list: 'quotes', hiddenColumns: 'status' }, 'hiddenColumns'],
      [{ list: 'quotes', hiddenColumns: ['status', 'email'] }, 'hiddenColumns.1'],
      // The number that names a row always shows.
      [{ list: 'quotes', hiddenColumns: ['orderNumber'] }, 'hiddenColumns.0'],
      [{ list: 'quotes', hiddenColumns: [1] }, 'hiddenColumns.0'],
      [{ list: 'quotes', pageSize: 25 }, 'pageSize'],
    ];
    for (const [body, path] of cases) {
      const answer = await patch(reader.tokens.getAccessToken()!, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.json.error.map((e: { path: string }) => e.path),
        JSON.stringify(body),
      ).toEqual([path]);
    }
    expect((await reader.api.listSettings()).data.find((s) => s.list === 'quotes')?.limit).toBe(100);
  });

  it('needs a signed-in caller', async () => {
    for (const method of ['GET', 'PATCH']) {
      const response = await fetch(`${server.baseUrl}/users/me/list-settings`, { method });
      expect(response.status, method).toBe(401);
    }
  });
});
