import { listStatuses, mainOrderList, subOrderList } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { clearFilters, hasFiltersIn, querySort, readListQuery } from '@/lib/list-params';
import { mainOrdersReading, subOrdersReading } from './list-params';

const params = (query: string) => new URLSearchParams(query);
/** The quotes list's query as its page reads it. */
const quotes = (query: string) => readListQuery(mainOrderList, params(query), mainOrdersReading('quote'));
/** The order items list's (every sub-order, no stage fixed). */
const orderItems = (query: string) => readListQuery(subOrderList, params(query), subOrdersReading(undefined));

describe('a sales list read from its URL by its declaration (issue 41)', () => {
  it('defaults to page 1 and limit 5 with no filters; its view fixes the stage', () => {
    expect(quotes('')).toEqual({ page: 1, limit: 5, stage: 'quote' });
    expect(orderItems('')).toEqual({ page: 1, limit: 5 });
    expect(readListQuery(subOrderList, params('stage=quote'), subOrdersReading('production'))).toEqual({
      page: 1,
      limit: 5,
      stage: 'production',
    });
  });

  it('reads page, limit, status, search and dealerId', () => {
    expect(orderItems('page=3&limit=25&status=in_stock&search=0001&dealerId=7')).toEqual({
      page: 3,
      limit: 25,
      status: 'in_stock',
      search: '0001',
      dealerId: 7,
    });
  });

  it('reads a sort by one of the list’s sort fields only, and its order only with it', () => {
    expect(querySort(quotes('sort=requestedDate&order=desc'))).toEqual({
      field: 'requestedDate',
      order: 'desc',
    });
    expect(quotes('sort=itemsCount&order=desc')).toEqual({ page: 1, limit: 5, stage: 'quote' });
    expect(orderItems('sort=referenceNumber').sort).toBeUndefined();
    expect(quotes('sort=referenceNumber').sort).toBe('referenceNumber');
    expect(quotes('sort=dealer&status=draft')).toEqual({
      page: 1,
      limit: 5,
      stage: 'quote',
      status: 'draft',
      sort: 'dealer',
    });
  });

  it('reads overdue as the filter Home links with; off is no filter', () => {
    const overdue = quotes('overdue=true&status=draft');
    expect(overdue).toMatchObject({ overdue: true, status: 'draft' });
    expect(hasFiltersIn(mainOrderList, overdue, mainOrdersReading('quote'))).toBe(true);
    expect(quotes('overdue=1')).not.toHaveProperty('overdue');
    expect(quotes('overdue=false')).not.toHaveProperty('overdue');
    expect(hasFiltersIn(mainOrderList, quotes('overdue=false'), mainOrdersReading('quote'))).toBe(false);
  });

  it('falls back on values the lists do not offer', () => {
    expect(orderItems('page=0&limit=7&status=shipped&dealerId=-1')).toEqual({ page: 1, limit: 5 });
    expect(orderItems('page=abc&limit=1000').limit).toBe(5);
  });

  it('reads only a status the list can hold (its filter’s choices)', () => {
    expect(listStatuses('main', 'quote')).toContain('submitted');
    expect(quotes('status=submitted').status).toBe('submitted');
    expect(quotes('status=in_stock').status).toBeUndefined();
  });
});

// Changing the URL (a filter, a page, a limit, Clear) is every list's: `@/lib/list-params.test.ts`.
describe('a sales list in the URL', () => {
  const base = params('page=4&limit=10&status=hold&search=12&dealerId=2');
  const reading = subOrdersReading(undefined);

  it('reads its filters after a change of page or limit', () => {
    expect(readListQuery(subOrderList, base, reading)).toMatchObject({
      page: 4,
      limit: 10,
      status: 'hold',
      dealerId: 2,
    });
  });

  it('Clear drops every filter; the fixed stage is no filter', () => {
    expect(
      hasFiltersIn(subOrderList, readListQuery(subOrderList, clearFilters(base), reading), reading),
    ).toBe(false);
    expect(hasFiltersIn(subOrderList, readListQuery(subOrderList, base, reading), reading)).toBe(true);
    expect(hasFiltersIn(mainOrderList, quotes(''), mainOrdersReading('quote'))).toBe(false);
  });
});
