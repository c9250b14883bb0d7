import { describe, expect, it } from 'vitest';
import en from '@/locales/en/sales';
import { orderStatusKey } from './orders';

describe('orderStatusKey and the labels', () => {
  it('gives every status an English label: the value capitalised, the rest lower-case', () => {
    expect(orderStatusKey('not_started')).toBe('orderStatus.not_started');
    expect(en.orderStatus.draft).toBe('Draft');
    expect(en.orderStatus.not_started).toBe('Not started');
    expect(en.orderStatus.in_stock).toBe('In stock');
  });
});
