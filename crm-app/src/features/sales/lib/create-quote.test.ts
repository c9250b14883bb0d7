import { daysAfter, type Customer } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { contactValuesOf } from '@/lib/contact-values';
import { createQuoteBody, emptyCreateQuote, withCustomer, withDealer } from './create-quote';

const noCustomer = contactValuesOf(null);
// A requested date in the future, from the clock (the server refuses one in the past).
const requestedDate = daysAfter(new Date(), 21);

describe('Create quote', () => {
  it('clears the chosen user and customer when the dealer changes, keeping the contact', () => {
    const customerContact = { ...noCustomer, name: 'Ann Buyer' };
    const chosen = { requestedDate, dealerId: '3', userId: '12', customerId: '7', customerContact };
    expect(withDealer(chosen, '4')).toEqual({ ...chosen, dealerId: '4', userId: null, customerId: null });
    expect(withDealer(chosen, null)).toEqual({ ...chosen, dealerId: null, userId: null, customerId: null });
  });

  it('keeps the user when the same dealer is picked again', () => {
    const chosen = {
      requestedDate,
      dealerId: '3',
      userId: '12',
      customerId: '7',
      customerContact: noCustomer,
    };
    expect(withDealer(chosen, '3')).toBe(chosen);
  });

  it('sends the dealer and user as numbers for the organization', () => {
    expect(
      createQuoteBody({ ...emptyCreateQuote, requestedDate, dealerId: '3', userId: '12' }, 'organization'),
    ).toEqual({
      requestedDate,
      dealerId: 3,
      userId: 12,
    });
  });

  it('leaves the user out when none was chosen, so the quote is the signed-in user’s', () => {
    expect(createQuoteBody({ ...emptyCreateQuote, requestedDate, dealerId: '3' }, 'organization')).toEqual({
      requestedDate,
      dealerId: 3,
    });
    expect(createQuoteBody({ ...emptyCreateQuote, requestedDate }, 'organization')).toEqual({
      requestedDate,
    });
  });

  it('never sends a dealer or user for a dealer user', () => {
    expect(
      createQuoteBody({ ...emptyCreateQuote, requestedDate, dealerId: '3', userId: '12' }, 'dealer'),
    ).toEqual({
      requestedDate,
    });
  });

  it('sends the customer’s contact, trimmed with empty fields as null, only when anything is filled', () => {
    const customerContact = { ...noCustomer, name: ' Ann Buyer ', email: 'ann@example.test' };
    expect(createQuoteBody({ ...emptyCreateQuote, requestedDate, customerContact }, 'dealer')).toEqual({
      requestedDate,
      customerContact: { name: 'Ann Buyer', email: 'ann@example.test', phone: null, mobile: null, fax: null },
    });
    const blank = { ...noCustomer, name: '  ' };
    expect(createQuoteBody({ ...emptyCreateQuote, requestedDate, customerContact: blank }, 'dealer')).toEqual(
      { requestedDate },
    );
  });

  it('sends the picked customer’s id beside the contact as typed', () => {
    const customerContact = { ...noCustomer, name: 'Ann Buyer', phone: '+380501112233' };
    expect(
      createQuoteBody({ ...emptyCreateQuote, requestedDate, customerId: '7', customerContact }, 'dealer'),
    ).toEqual({
      requestedDate,
      customerId: 7,
      customerContact: { name: 'Ann Buyer', email: null, phone: '+380501112233', mobile: null, fax: null },
    });
  });
});

const ann: Customer = {
  id: 7,
  name: 'Ann Buyer',
  email: 'ann@example.test',
  phone: null,
  mobile: '+380501112233',
  address: { street: '', city: '', postcode: '', country: '' },
  note: '',
  tags: [],
  dealer: { id: 3, name: 'North Doors' },
  createdBy: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

describe('Create quote: a customer of the directory', () => {
  it('fills the contact from the picked customer and keeps the fax as typed', () => {
    const typed = {
      ...emptyCreateQuote,
      requestedDate,
      customerContact: { ...noCustomer, phone: '1', fax: '2' },
    };
    expect(withCustomer(typed, ann, 'dealer')).toEqual({
      ...typed,
      customerId: '7',
      customerContact: {
        name: 'Ann Buyer',
        email: 'ann@example.test',
        phone: '',
        mobile: '+380501112233',
        fax: '2',
      },
    });
  });

  it('takes the customer’s dealer for the organization, clearing a user of another dealer', () => {
    const chosen = { ...emptyCreateQuote, requestedDate, dealerId: '4', userId: '12' };
    expect(withCustomer(chosen, ann, 'organization')).toMatchObject({
      dealerId: '3',
      userId: null,
      customerId: '7',
    });
    const same = { ...chosen, dealerId: '3' };
    expect(withCustomer(same, ann, 'organization')).toMatchObject({ dealerId: '3', userId: '12' });
    const own = { ...ann, dealer: null };
    expect(withCustomer(chosen, own, 'organization')).toMatchObject({ dealerId: null, userId: null });
  });
});
