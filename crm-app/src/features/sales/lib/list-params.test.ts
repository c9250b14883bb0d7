import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  parseListParams,
  toQuery,
  withFilter,
  withLimit,
  withPage,
} from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe('parseListParams', () => {
  it('defaults to page 1 and limit 5 with no filters', () => {
    expect(parseListParams(params(''))).toEqual({
      page: 1,
      limit: 5,
      status: undefined,
      search: '',
      dealerId: undefined,
    });
  });

  it('reads page, limit, status, search and dealerId', () => {
    expect(parseListParams(params('page=3&limit=25&status=in_stock&search=0001&dealerId=7'))).toEqual({
      page: 3,
      limit: 25,
      status: 'in_stock',
      search: '0001',
      dealerId: 7,
    });
  });

  it('falls back on values the lists do not offer', () => {
    const list = parseListParams(params('page=0&limit=7&status=shipped&dealerId=-1'));
    expect(list).toMatchObject({ page: 1, limit: 5, status: undefined, dealerId: undefined });
    expect(parseListParams(params('page=abc&limit=1000')).limit).toBe(5);
  });

  it('reads only a status the list can hold', () => {
    const quoteStatuses = ['draft', 'submitted', 'rejected'] as const;
    expect(parseListParams(params('status=submitted'), quoteStatuses).status).toBe('submitted');
    expect(parseListParams(params('status=in_stock'), quoteStatuses).status).toBeUndefined();
  });
});

describe('changing the URL', () => {
  const base = params('page=4&limit=10&status=hold&search=12&dealerId=2');

  it('any filter change goes back to page 1 and keeps the limit', () => {
    for (const change of [
      { status: 'production' as const },
      { search: '99' },
      { dealerId: 3 },
      { status: undefined },
    ]) {
      const list = parseListParams(withFilter(base, change));
      expect(list.page).toBe(1);
      expect(list.limit).toBe(10);
    }
    expect(parseListParams(withFilter(base, { search: '99' })).search).toBe('99');
    expect(withFilter(base, { status: undefined }).has('status')).toBe(false);
    expect(withFilter(base, { search: '' }).has('search')).toBe(false);
  });

  it('a new limit goes back to page 1; a page keeps the filters', () => {
    expect(parseListParams(withLimit(base, 50))).toMatchObject({ page: 1, limit: 50, status: 'hold' });
    expect(parseListParams(withPage(base, 2))).toMatchObject({
      page: 2,
      limit: 10,
      status: 'hold',
      dealerId: 2,
    });
  });

  it('Clear keeps page and limit and drops every filter', () => {
    const cleared = clearFilters(base);
    expect(cleared.toString()).toBe('page=4&limit=10');
    expect(hasFilters(parseListParams(cleared))).toBe(false);
    expect(hasFilters(parseListParams(base))).toBe(true);
  });

  it('sends only what is set to the API', () => {
    expect(toQuery(parseListParams(params('')))).toEqual({ page: 1, limit: 5 });
    expect(toQuery(parseListParams(base))).toEqual({
      page: 4,
      limit: 10,
      status: 'hold',
      search: '12',
      dealerId: 2,
    });
  });
});
