import { mainOrderList } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  pageOf,
  querySort,
  readListQuery,
  withFilter,
  withLimit,
  withPage,
  withSort,
} from './list-params';

const params = (query: string) => new URLSearchParams(query);
/** The search a declared list reads from the URL ('' for none). */
const searchOf = (query: URLSearchParams) => readListQuery(mainOrderList, query).search ?? '';
/** The sort a declared list reads from the URL (its fields are the main orders'). */
const sortIn = (query: URLSearchParams) => querySort(readListQuery(mainOrderList, query));

describe('a list in the URL', () => {
  it('defaults to page 1 and limit 5 with no search', () => {
    expect(pageOf(params(''))).toEqual({ page: 1, limit: 5 });
    expect(searchOf(params(''))).toBe('');
  });

  it('reads page, limit and search', () => {
    expect(pageOf(params('page=3&limit=25'))).toEqual({ page: 3, limit: 25 });
    expect(searchOf(params('search=0001'))).toBe('0001');
    // Longer than the API takes: the API would refuse it, so the list reads no search.
    expect(searchOf(params(`search=${'9'.repeat(120)}`))).toBe('');
  });

  it('falls back on values the lists do not offer', () => {
    expect(pageOf(params('page=0&limit=7'))).toEqual({ page: 1, limit: 5 });
    expect(pageOf(params('page=abc&limit=1000')).limit).toBe(5);
  });

  it('reads only a value the filter offers', () => {
    const choices = { status: ['draft', 'submitted', 'rejected'] } as const;
    const status = (query: string) => readListQuery(mainOrderList, params(query), { choices }).status;
    expect(status('status=submitted')).toBe('submitted');
    expect(status('status=in_stock')).toBeUndefined();
    expect(status('status=nope')).toBeUndefined();
    expect(status('')).toBeUndefined();
  });
});

describe('changing the URL', () => {
  const base = params('page=4&limit=10&status=hold&search=12&dealerId=2');

  it('any filter change goes back to page 1 and keeps the limit', () => {
    for (const change of [
      { status: 'production' },
      { search: '99' },
      { dealerId: 3 },
      { status: undefined },
    ]) {
      expect(pageOf(withFilter(base, change))).toEqual({ page: 1, limit: 10 });
    }
    expect(searchOf(withFilter(base, { search: '99' }))).toBe('99');
    expect(withFilter(base, { dealerId: 3 }).get('dealerId')).toBe('3');
    expect(withFilter(base, { status: undefined }).has('status')).toBe(false);
    expect(withFilter(base, { search: '' }).has('search')).toBe(false);
  });

  it('a new limit goes back to page 1; a page keeps the filters', () => {
    const limited = withLimit(base, 50);
    expect(pageOf(limited)).toEqual({ page: 1, limit: 50 });
    expect(limited.get('status')).toBe('hold');
    const paged = withPage(base, 2);
    expect(pageOf(paged)).toEqual({ page: 2, limit: 10 });
    expect(paged.get('status')).toBe('hold');
    expect(paged.get('dealerId')).toBe('2');
    expect(withPage(base, 1).has('page')).toBe(false);
  });

  it('Clear keeps page and limit and drops every filter', () => {
    expect(clearFilters(base).toString()).toBe('page=4&limit=10');
  });

  it('Clear keeps the sort: it is not a filter', () => {
    expect(clearFilters(params('status=hold&sort=dealer&order=desc&limit=10')).toString()).toBe(
      'limit=10&sort=dealer&order=desc',
    );
  });

  it('sends only what is set to the API', () => {
    expect(readListQuery(mainOrderList, params('status=&search=&overdue=false'))).toEqual({
      page: 1,
      limit: 5,
    });
  });
});

describe('a list’s sort in the URL (issue 27)', () => {
  it('reads a field the list sorts by, ascending unless `order` says desc', () => {
    expect(sortIn(params('sort=requestedDate&order=desc'))).toEqual({
      field: 'requestedDate',
      order: 'desc',
    });
    expect(sortIn(params('sort=dealer'))).toEqual({ field: 'dealer', order: 'asc' });
    expect(sortIn(params('sort=dealer&order=sideways'))).toEqual({ field: 'dealer', order: 'asc' });
  });

  it('has no sort without one, or for a field the list does not sort by', () => {
    expect(sortIn(params(''))).toBeUndefined();
    expect(sortIn(params('order=desc'))).toBeUndefined();
    expect(sortIn(params('sort=nope&order=desc'))).toBeUndefined();
  });

  it('a new sort goes back to page 1 and keeps the limit and the filters; none removes both', () => {
    const base = params('page=4&limit=10&status=hold&sort=dealer&order=asc');
    const sorted = withSort(base, { field: 'requestedDate', order: 'desc' });
    expect(sorted.toString()).toBe('limit=10&status=hold&sort=requestedDate&order=desc');
    expect(sortIn(sorted)).toEqual({ field: 'requestedDate', order: 'desc' });
    expect(withSort(base, undefined).toString()).toBe('limit=10&status=hold');
  });

  it('a filter or a page keeps the sort', () => {
    const base = params('sort=dealer&order=desc');
    expect(sortIn(withFilter(base, { status: 'hold' }))).toEqual({ field: 'dealer', order: 'desc' });
    expect(sortIn(withPage(base, 3))).toEqual({ field: 'dealer', order: 'desc' });
    expect(sortIn(withLimit(base, 25))).toEqual({ field: 'dealer', order: 'desc' });
  });

  it('sends `sort` and `order` to the API only with a sort', () => {
    expect(readListQuery(mainOrderList, params('order=desc'))).toEqual({ page: 1, limit: 5 });
    expect(readListQuery(mainOrderList, params('sort=dealer'))).toMatchObject({ sort: 'dealer' });
  });
});
