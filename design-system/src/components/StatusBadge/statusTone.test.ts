import { describe, expect, it } from 'vitest';
import {
  dealerStatuses,
  orderStatuses,
  statusKinds,
  statusLabel,
  statusTone,
  statusTones,
  userStatuses,
} from './statusTone';

const statusesByKind = { user: userStatuses, dealer: dealerStatuses, order: orderStatuses } as const;

describe('statusTone', () => {
  it.each(statusKinds)('gives every %s status one of the tones', (kind) => {
    for (const status of statusesByKind[kind]) {
      expect(statusTones).toContain(statusTone(kind, status));
    }
  });

  it('covers the spec vocabulary', () => {
    expect(userStatuses).toEqual(
      expect.arrayContaining([
        'invited',
        'active',
        'suspended',
        'blocked',
        'pending_approval',
        'inactive',
        'deleted',
      ]),
    );
    expect(dealerStatuses).toEqual(
      expect.arrayContaining(['active', 'inactive', 'deleted', 'blocked', 'invited']),
    );
    expect(orderStatuses).toHaveLength(16);
  });

  it('shows an invited dealer in red but an invited user not', () => {
    expect(statusTone('dealer', 'invited')).toBe('critical');
    expect(statusTone('user', 'invited')).not.toBe('critical');
  });

  it('marks success and trouble consistently', () => {
    expect(statusTone('user', 'active')).toBe('success');
    expect(statusTone('user', 'blocked')).toBe('critical');
    expect(statusTone('order', 'rejected')).toBe('critical');
    expect(statusTone('order', 'completed')).toBe('success');
    expect(statusTone('order', 'hold')).toBe('warning');
  });

  it('falls back to neutral for an unknown status', () => {
    expect(statusTone('order', 'teleported')).toBe('neutral');
    expect(statusTone('user', 'toString')).toBe('neutral');
  });
});

describe('statusLabel', () => {
  it('capitalises the first letter and lower-cases the rest', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('DRAFT')).toBe('Draft');
  });

  it('turns underscores into spaces', () => {
    expect(statusLabel('pending_approval')).toBe('Pending approval');
    expect(statusLabel('not_started')).toBe('Not started');
    expect(statusLabel('in_stock')).toBe('In stock');
  });

  it('copes with an empty value', () => {
    expect(statusLabel('')).toBe('');
  });
});
