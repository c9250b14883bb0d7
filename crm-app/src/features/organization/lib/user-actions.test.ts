import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { isDestructiveUserAction, mayActOnUsers, statusOf, userActionsFor } from './user-actions';

const admin = makeUser({}, ['users.read', 'users.invite', 'users.approve', 'users.manage']);
const reader = makeUser({}, ['users.read']);

describe('userActionsFor', () => {
  it('offers what the status allows to an administrator with the permission', () => {
    expect(userActionsFor({ id: 99, status: 'invited' }, admin)).toEqual(['reinvite']);
    expect(userActionsFor({ id: 99, status: 'pending_approval' }, admin)).toEqual(['approve', 'reject']);
    expect(userActionsFor({ id: 99, status: 'active' }, admin)).toEqual(['suspend', 'block', 'deactivate']);
    expect(userActionsFor({ id: 99, status: 'suspended' }, admin)).toEqual([
      'reactivate',
      'block',
      'deactivate',
    ]);
    expect(userActionsFor({ id: 99, status: 'deleted' }, admin)).toEqual([]);
  });

  it('offers nothing on oneself, nor without the permission', () => {
    expect(userActionsFor({ id: admin.id, status: 'active' }, admin)).toEqual([]);
    expect(userActionsFor({ id: 99, status: 'active' }, reader)).toEqual([]);
    expect(userActionsFor({ id: 99, status: 'invited' }, reader)).toEqual([]);
    expect(userActionsFor({ id: 99, status: 'active' }, undefined)).toEqual([]);
  });

  it('names the status each action sets and which ones take something away', () => {
    expect(statusOf('suspend')).toBe('suspended');
    expect(statusOf('reactivate')).toBe('active');
    expect(statusOf('approve')).toBeNull();
    expect(
      ['reject', 'suspend', 'block', 'deactivate'].every((a) => isDestructiveUserAction(a as never)),
    ).toBe(true);
    expect(isDestructiveUserAction('reactivate')).toBe(false);
  });
});

describe('mayActOnUsers (the users list shows its Actions column only then, issue 24)', () => {
  it('is true for whom may invite, approve or manage, a dealer admin too; false for a reader', () => {
    expect(mayActOnUsers(admin)).toBe(true);
    expect(mayActOnUsers(makeUser({ type: 'dealer', dealerId: 7 }, ['dealer.users']))).toBe(true);
    expect(mayActOnUsers(reader)).toBe(false);
    expect(mayActOnUsers(undefined)).toBe(false);
  });
});
