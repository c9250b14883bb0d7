import { describe, expect, it } from 'vitest';
import { roleCatalog } from './catalog.js';
import type { SeededRoleKey } from './permissions.js';
import { SearchQuery, searchGroupsFor, searchLimit } from './search.js';
import { check } from './validate.js';

describe('SearchQuery', () => {
  it('trims the term and takes 2 to 100 characters', () => {
    expect(check(SearchQuery, { q: '  ab ' })).toEqual({ ok: true, value: { q: 'ab' } });
    expect(check(SearchQuery, { q: 'x'.repeat(100) }).ok).toBe(true);
    expect(check(SearchQuery, { q: 'a@b.test', limit: '20' })).toEqual({
      ok: true,
      value: { q: 'a@b.test', limit: 20 },
    });
  });

  it('names q when the term is too short, too long, missing or holds a control character', () => {
    for (const q of ['a', '  a  ', '', 'x'.repeat(101), 'ab\u0000c', 'ab\ncd', undefined]) {
      const result = check(SearchQuery, q === undefined ? {} : { q });
      expect(result.ok, JSON.stringify(q)).toBe(false);
      if (!result.ok) expect(result.errors.map((e) => e.path)).toEqual(['q']);
    }
    const short = check(SearchQuery, { q: 'a' });
    expect(!short.ok && short.errors[0]!.message).toBe('Must be at least 2 characters.');
  });

  it(`takes a limit from 1 to ${searchLimit.max} and nothing else`, () => {
    for (const limit of ['0', '21', '-1', 'ten', '1.5']) {
      const result = check(SearchQuery, { q: 'abc', limit });
      expect(!result.ok && result.errors.map((e) => e.path), limit).toEqual(['limit']);
    }
    const unknown = check(SearchQuery, { q: 'abc', search: 'abc' });
    expect(!unknown.ok && unknown.errors.map((e) => e.path)).toEqual(['search']);
  });
});

describe('searchGroupsFor', () => {
  const groupsOf = (key: SeededRoleKey) => {
    const role = roleCatalog.find((r) => r.key === key)!;
    return searchGroupsFor({ type: role.type, has: (k) => role.permissions.includes(k) });
  };

  it("gives each seeded role the groups of the pages it may open (docs/search.md 'Who finds what')", () => {
    expect(groupsOf('administrator')).toEqual(['records', 'customers', 'dealers', 'users']);
    expect(groupsOf('sales_manager')).toEqual(['records', 'customers', 'dealers', 'users']);
    expect(groupsOf('production_manager')).toEqual(['records']);
    expect(groupsOf('dealer_admin')).toEqual(['records', 'customers', 'users']);
    expect(groupsOf('dealer_salesman')).toEqual(['records', 'customers']);
  });

  it('gives nothing to a user without permissions, and dealers never to a dealer user', () => {
    expect(searchGroupsFor({ type: 'organization', has: () => false })).toEqual([]);
    expect(searchGroupsFor({ type: 'dealer', has: () => true })).toEqual(['records', 'customers', 'users']);
  });

  it('gives the customers to whom may read them, of either account type (issue 42)', () => {
    for (const type of ['organization', 'dealer'] as const) {
      expect(searchGroupsFor({ type, has: (k) => k === 'customers.read' })).toEqual(['customers']);
      expect(searchGroupsFor({ type, has: (k) => k === 'customers.write' })).toEqual([]);
    }
  });
});
