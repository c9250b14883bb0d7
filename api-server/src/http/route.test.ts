// The guards of the route layer (docs/permissions.md "Guards"): a permission rule, a rule that is
// never for one account type, and an access the input chooses (the contract's `updateDealerAccess`).
import {
  dealerAccess,
  dealerPermissionKeys,
  endpoints,
  isInputAccess,
  type PermissionKey,
} from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../domain/identity/sessions.js';
import { checkGuard } from './route.js';

const caller = (type: AuthUser['type'], keys: readonly PermissionKey[]): AuthUser => ({
  id: 1,
  type,
  dealerId: type === 'dealer' ? 7 : null,
  sessionId: 'session',
  permissions: new Set(keys),
});

/** The 403's message, or null when the caller passes. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    expect((error as { kind: string }).kind).toBe('forbidden');
    return (error as Error).message;
  }
}

const dealerAdmin = caller('dealer', dealerPermissionKeys);
const dealerSalesman = caller('dealer', ['orders.read', 'orders.write']);
const administrator = caller('organization', ['dealers.manage']);
const salesManager = caller('organization', ['dealers.read']);

describe('a rule that is never for one account type', () => {
  it('refuses that type in its own words, whatever it holds; the other type by its permission', () => {
    const rule = dealerAccess.changeDealerStatus;
    expect(refusal(() => checkGuard(dealerAdmin, rule))).toBe(
      "Only the organization can change a dealer's status.",
    );
    expect(refusal(() => checkGuard(administrator, rule))).toBeNull();
    expect(refusal(() => checkGuard(salesManager, rule))).toBe(
      'You do not have the "dealers.manage" permission',
    );
  });
});

describe('an access the input chooses', () => {
  const guard = endpoints.updateDealer.access;

  it('before the input: lets through whoever passes one of its rules, refuses the others as the first does', () => {
    expect(isInputAccess(guard)).toBe(true);
    expect(refusal(() => checkGuard(dealerAdmin, guard))).toBeNull();
    expect(refusal(() => checkGuard(administrator, guard))).toBeNull();
    expect(refusal(() => checkGuard(dealerSalesman, guard))).toBe(
      'You do not have the "dealer.profile" permission',
    );
    expect(refusal(() => checkGuard(salesManager, guard))).toBe(
      'You do not have the "dealers.manage" permission',
    );
  });

  it('after the input: the rule of the task the body names', () => {
    const input = (body: object) => ({ body, query: undefined, params: { id: 7 } }) as never;
    expect(guard.choose(input({ contact: { name: 'Desk' } }))).toBe('editDealerProfile');
    expect(guard.choose(input({ name: 'Doors', discount: 5 }))).toBe('changeDealerDiscount');
    expect(guard.choose(input({ status: 'blocked' }))).toBe('changeDealerStatus');
    const chosen = (body: object) => guard.rules[guard.choose(input(body))];
    expect(refusal(() => checkGuard(dealerAdmin, chosen({ status: 'blocked' })))).toBe(
      "Only the organization can change a dealer's status.",
    );
    expect(refusal(() => checkGuard(dealerAdmin, chosen({ contact: { name: 'Desk' } })))).toBeNull();
  });
});
