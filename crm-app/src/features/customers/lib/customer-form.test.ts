import type { Customer } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import {
  changesOf,
  createBodyOf,
  customerSchema,
  customerValuesOf,
  emptyCustomerValues,
  isCustomerChanged,
  tagsOf,
} from './customer-form';

const customer: Customer = {
  id: 4,
  name: 'Hanna Koval',
  email: null,
  phone: '+380501112233',
  mobile: null,
  address: { street: 'Khreshchatyk 1', city: 'Kyiv', postcode: '01001', country: 'Ukraine' },
  note: 'Prefers calls',
  tags: ['architect', 'repeat'],
  dealer: { id: 7, name: 'North Doors' },
  createdBy: { id: 2, name: 'Iryna' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const messages = {
  required: 'REQUIRED',
  emailInvalid: 'EMAIL INVALID',
  tooManyTags: 'too many',
  tagTooLong: (tag: string) => `long: ${tag}`,
};
const messageOf = (values: object) => validate(values, customerSchema(messages))[0]?.failures()[0]?.message;

describe('the tags of the form', () => {
  it('are read from a comma-separated line: trimmed, no empty or repeated ones (case aside), in order', () => {
    expect(tagsOf(' architect, repeat ,, Architect,new ')).toEqual(['architect', 'repeat', 'new']);
    expect(tagsOf('')).toEqual([]);
  });
});

describe('the customer form', () => {
  it('requires the name and a valid e-mail when one is given', () => {
    expect(messageOf({ ...emptyCustomerValues, name: '  ' })).toBe('REQUIRED');
    expect(messageOf({ ...emptyCustomerValues, name: 'Hanna', email: 'hanna@' })).toBe('EMAIL INVALID');
    expect(messageOf({ ...emptyCustomerValues, name: 'Hanna', email: ' hanna@koval.test ' })).toBeUndefined();
  });

  it('holds the tags to the contract: at most 20, each at most 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, index) => `t${index}`).join(',');
    expect(messageOf({ ...emptyCustomerValues, name: 'H', tags: many })).toBe('too many');
    expect(messageOf({ ...emptyCustomerValues, name: 'H', tags: `ok, ${'x'.repeat(41)}` })).toBe(
      `long: ${'x'.repeat(41)}`,
    );
  });

  it('sends a new customer trimmed, empty contacts as null; the dealer only from the organization', () => {
    const values = {
      ...emptyCustomerValues,
      name: ' Hanna ',
      phone: ' +38050 ',
      city: ' Kyiv ',
      tags: 'a, b',
      dealerId: '7',
    };
    expect(createBodyOf(values, true)).toEqual({
      name: 'Hanna',
      email: null,
      phone: '+38050',
      mobile: null,
      address: { street: '', city: 'Kyiv', postcode: '', country: '' },
      note: '',
      tags: ['a', 'b'],
      dealerId: 7,
    });
    expect(createBodyOf({ ...values, dealerId: null }, true).dealerId).toBeNull();
    expect(createBodyOf(values, false)).not.toHaveProperty('dealerId');
  });

  it('changes only what differs: a stray space is none, an address part alone, a cleared phone as null', () => {
    const initial = customerValuesOf(customer);
    expect(initial.tags).toBe('architect, repeat');
    expect(isCustomerChanged(initial, { ...initial, name: ' Hanna Koval ' })).toBe(false);
    expect(changesOf(initial, { ...initial, city: 'Lviv', phone: '', tags: 'architect,repeat' })).toEqual({
      address: { city: 'Lviv' },
      phone: null,
    });
    expect(changesOf(initial, { ...initial, tags: 'repeat, architect', email: 'h@k.test' })).toEqual({
      email: 'h@k.test',
      tags: ['repeat', 'architect'],
    });
  });
});
