import { describe, expect, it } from 'vitest';
import { statusLabel, statusTones } from './statusTone';

describe('statusTones', () => {
  it('lists each tone once', () => {
    expect(new Set(statusTones).size).toBe(statusTones.length);
    expect(statusTones).toEqual(['neutral', 'info', 'success', 'warning', 'critical', 'accent']);
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
