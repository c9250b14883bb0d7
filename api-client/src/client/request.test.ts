import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery } from './request.js';

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/orders/:id/approve', { id: 12 })).toBe('/orders/12/approve');
    expect(buildPath('/users/:userId/role/:roleId', { userId: 'a/b', roleId: 3 })).toBe(
      '/users/a%2Fb/role/3',
    );
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => buildPath('/orders/:id', {})).toThrow('Missing path parameter id');
  });
});

describe('buildQuery', () => {
  it('drops empty values and encodes the rest', () => {
    expect(buildQuery({ page: 1, limit: 5, search: 'a b&c', status: undefined, dealerId: '' })).toBe(
      '?page=1&limit=5&search=a+b%26c',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
