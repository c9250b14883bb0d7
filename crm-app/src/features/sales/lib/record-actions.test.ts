import { orderStatuses, type PermissionKey } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { canEditRecord } from '@/lib/record-edit';
import { actionsFor, canAssignDealer, isDestructive } from './record-actions';

const user = (type: 'organization' | 'dealer', keys: PermissionKey[]) =>
  makeUser({ type, dealerId: type === 'dealer' ? 1 : null }, keys);

const salesManager = user('organization', ['orders.read', 'orders.write', 'orders.approve']);
const production = user('organization', ['orders.read', 'production.manage', 'warehouse.manage']);
const dealerSalesman = user('dealer', ['orders.read', 'orders.write']);
const dealerAdmin = user('dealer', ['orders.read', 'orders.write', 'orders.confirm']);

describe('actionsFor: the order-level status view', () => {
  it('offers the sales manager every action of each status', () => {
    expect(actionsFor('draft', salesManager)).toEqual(['submit']);
    expect(actionsFor('submitted', salesManager)).toEqual(['approve', 'reject']);
    expect(actionsFor('rejected', salesManager)).toEqual(['submit']);
    expect(actionsFor('approved', salesManager)).toEqual(['confirm', 'cancel']);
  });

  it('offers nothing in any later status, whoever asks', () => {
    const later = orderStatuses.filter((s) => !['draft', 'submitted', 'rejected', 'approved'].includes(s));
    expect(later.length).toBeGreaterThan(0);
    for (const status of later)
      for (const who of [salesManager, dealerAdmin, dealerSalesman])
        expect(actionsFor(status, who)).toEqual([]);
  });

  it('lets a dealer salesman submit but not approve, reject, confirm or cancel', () => {
    expect(actionsFor('draft', dealerSalesman)).toEqual(['submit']);
    expect(actionsFor('rejected', dealerSalesman)).toEqual(['submit']);
    expect(actionsFor('submitted', dealerSalesman)).toEqual([]);
    expect(actionsFor('approved', dealerSalesman)).toEqual([]);
  });

  it('lets a dealer with orders.confirm confirm or cancel an approved pre-order, never approve', () => {
    expect(actionsFor('approved', dealerAdmin)).toEqual(['confirm', 'cancel']);
    expect(actionsFor('submitted', dealerAdmin)).toEqual([]);
  });

  it('offers nothing to someone without order permissions or not signed in', () => {
    for (const status of orderStatuses) {
      expect(actionsFor(status, production)).toEqual([]);
      expect(actionsFor(status, undefined)).toEqual([]);
    }
  });

  it('marks reject and cancel as destructive', () => {
    expect(
      ['submit', 'approve', 'reject', 'confirm', 'cancel'].filter((a) => isDestructive(a as never)),
    ).toEqual(['reject', 'cancel']);
  });
});

describe('editing a record', () => {
  it('is allowed with orders.write while draft or rejected only', () => {
    const editable = orderStatuses.filter((status) => canEditRecord(status, dealerSalesman));
    expect(editable).toEqual(['draft', 'rejected']);
    expect(canEditRecord('draft', production)).toBe(false);
  });

  it('lets only organization users assign a dealer', () => {
    expect(canAssignDealer('draft', salesManager)).toBe(true);
    expect(canAssignDealer('submitted', salesManager)).toBe(false);
    expect(canAssignDealer('draft', dealerAdmin)).toBe(false);
  });
});
