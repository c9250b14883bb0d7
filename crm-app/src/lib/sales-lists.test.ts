import { describe, expect, it } from 'vitest';
import { salesListHref } from './sales-lists';

describe('salesListHref', () => {
  it('writes only the filters that are set, as the lists read them', () => {
    expect(salesListHref('/quotes')).toBe('/quotes');
    expect(salesListHref('/quotes', { status: 'submitted', overdue: true })).toBe(
      '/quotes?status=submitted&overdue=true',
    );
    expect(salesListHref('/orders', { dealerId: 17, overdue: false })).toBe('/orders?dealerId=17');
  });
});
