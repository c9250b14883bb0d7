import { describe, expect, it } from 'vitest';
import { clearFilters } from '@/lib/list-params';
import { hasFilters, parseListParams, toQuery } from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe('parseListParams', () => {
  it('defaults to page 1 and limit 5 with no filters', () => {
    expect(parseListParams(params(''))).toEqual({
      page: 1,
      limit: 5,
      status: undefined,
      search: '',
      dealerId: undefined,
      sort: undefined,
      overdue: false,
    });
  });

  it('reads page, limit, status, search and dealerId', () => {
    expect(parseListParams(params('page=3&limit=25&status=in_stock&search=0001&dealerId=7'))).toEqual({
      page: 3,
      limit: 25,
      status: 'in_stock',
      search: '0001',
      dealerId: 7,
      sort: undefined,
      overdue: false,
    });
  });

  it('reads a sort by one of the order lists’ fields (the contract’s orderSortFields) only', () => {
    expect(parseListParams(params('sort=requestedDate&order=desc')).sort).toEqual({
      field: 'requestedDate',
      order: 'desc',
    });
    expect(parseListParams(params('sort=itemsCount')).sort).toBeUndefined();
    expect(toQuery(parseListParams(params('sort=dealer&status=hold')))).toEqual({
      page: 1,
      limit: 5,
      status: 'hold',
      sort: 'dealer',
      order: 'asc',
    });
  });

  it('reads overdue only as `true`, the filter Home links with, and asks the API for it', () => {
    const overdue = parseListParams(params('overdue=true&status=draft'));
    expect(overdue.overdue).toBe(true);
    expect(hasFilters(overdue)).toBe(true);
    expect(toQuery(overdue)).toMatchObject({ overdue: true, status: 'draft' });
    expect(parseListParams(params('overdue=1')).overdue).toBe(false);
    expect(toQuery(parseListParams(params('')))).not.toHaveProperty('overdue');
    expect(hasFilters(parseListParams(params('overdue=false')))).toBe(false);
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

// Changing the URL (a filter, a page, a limit, Clear) is every list's: `@/lib/list-params.test.ts`.
describe('a sales list in the URL', () => {
  const base = params('page=4&limit=10&status=hold&search=12&dealerId=2');

  it('reads its filters after a change of page or limit', () => {
    expect(parseListParams(base)).toMatchObject({ page: 4, limit: 10, status: 'hold', dealerId: 2 });
  });

  it('Clear drops every filter', () => {
    expect(hasFilters(parseListParams(clearFilters(base)))).toBe(false);
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
