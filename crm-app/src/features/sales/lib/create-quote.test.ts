import { daysAfter } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { contactValuesOf } from '@/lib/contact-values';
import { createQuoteBody, emptyCreateQuote, withDealer } from './create-quote';

const noCustomer = contactValuesOf(null);
// A requested date in the future, from the clock (the server refuses one in the past).
const requestedDate = daysAfter(new Date(), 21);

describe('Create quote', () => {
  it('clears the chosen user when the dealer changes', () => {
    const chosen = { requestedDate, dealerId: '3', userId: '12', customerContact: noCustomer };
    expect(withDealer(chosen, '4')).toEqual({ ...chosen, dealerId: '4', userId: null });
    expect(withDealer(chosen, null)).toEqual({ ...chosen, dealerId: null, userId: null });
  });

  it('keeps the user when the same dealer is picked again', () => {
    const chosen = { requestedDate, dealerId: '3', userId: '12', customerContact: noCustomer };
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
});
