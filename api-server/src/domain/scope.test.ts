import { serverMessage } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { assertInScope, inScope, scopeOf } from './scope.js';

const ORDER_NOT_FOUND = serverMessage('orderNotFound');

describe('the dealer scope', () => {
  it('gives an organization user every dealer and a dealer user their own', () => {
    expect(scopeOf({ id: 1, type: 'organization', dealerId: null })).toEqual({ kind: 'organization' });
    expect(scopeOf({ id: 2, type: 'dealer', dealerId: 7 })).toEqual({ kind: 'dealer', dealerId: 7 });
  });

  it('refuses a dealer user without a dealer instead of widening them to every dealer', () => {
    expect(() => scopeOf({ id: 3, type: 'dealer', dealerId: null })).toThrow(/no dealer/);
  });

  it('keeps a dealer to their own records; records of no dealer are the organization’s', () => {
    const dealer = scopeOf({ id: 2, type: 'dealer', dealerId: 7 });
    const organization = scopeOf({ id: 1, type: 'organization', dealerId: null });
    expect([7, 8, null].map((id) => inScope(dealer, id))).toEqual([true, false, false]);
    expect([7, 8, null].map((id) => inScope(organization, id))).toEqual([true, true, true]);
  });

  it('answers another dealer’s record exactly as a missing one: 404 with the record’s message', () => {
    const dealer = scopeOf({ id: 2, type: 'dealer', dealerId: 7 });
    const refusal = (record: { dealerId: number | null } | null) => {
      try {
        assertInScope(dealer, record, ORDER_NOT_FOUND);
        return null;
      } catch (error) {
        return { kind: (error as { kind: string }).kind, message: (error as Error).message };
      }
    };
    expect(refusal({ dealerId: 7 })).toBeNull();
    expect(refusal({ dealerId: 8 })).toEqual({ kind: 'not_found', message: 'Order not found' });
    expect(refusal(null)).toEqual(refusal({ dealerId: 8 }));
  });
});
