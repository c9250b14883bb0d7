import { daysAfter } from '@doorline/api-client';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { contactSchema, contactValuesOf } from '@/lib/contact-values';
import { itemSchema } from './item-schema';
import { createQuoteSchema, dealerSchema } from './schemas';
import type { TFunction } from '@/lib/i18n';

// A requested date in the future, from the clock.
const requestedDate = daysAfter(new Date(), 30);
const t = ((key: string) => key) as unknown as TFunction<'sales'>;
const messages = (result: ReturnType<typeof validate>) =>
  result[0]?.failures().map((failure) => [failure.path.join('.'), failure.message]) ?? [];

describe('the sales forms (spec §5)', () => {
  it('Add item: a description of at least 1 character and a price of at least 0, two decimals at most', () => {
    expect(messages(validate({ description: 'Door', price: '0' }, itemSchema(t)))).toEqual([]);
    expect(messages(validate({ description: '  ', price: '' }, itemSchema(t)))).toEqual([
      ['description', 'orderRecord.atLeast1'],
      ['price', 'orderRecord.atLeast0'],
    ]);
    expect(messages(validate({ description: 'Door', price: '-1' }, itemSchema(t)))).toEqual([
      ['price', 'orderRecord.atLeast0'],
    ]);
    expect(messages(validate({ description: 'Door', price: '1234.567' }, itemSchema(t)))).toEqual([
      ['price', 'At most two decimals.'],
    ]);
    expect(messages(validate({ description: 'Door', price: '12 дверей' }, itemSchema(t)))).toEqual([
      ['price', 'Must be a number.'],
    ]);
  });

  it('Assign dealer: a dealer is required', () => {
    expect(messages(validate({ dealerId: null }, dealerSchema(t)))).toEqual([
      ['dealerId', 'orderRecord.selectDealer'],
    ]);
    expect(messages(validate({ dealerId: '3' }, dealerSchema(t)))).toEqual([]);
  });

  it('Create Quote: the requested date is required, the dealer, the user and the customer are not', () => {
    const customer = contactSchema(
      { required: 'REQUIRED', emailInvalid: 'EMAIL INVALID' },
      { isOptional: true },
    );
    const schema = createQuoteSchema(t, customer);
    const customerContact = contactValuesOf(null);
    expect(
      messages(
        validate(
          { requestedDate: '', dealerId: null, userId: null, customerId: null, customerContact },
          schema,
        ),
      ),
    ).toEqual([['requestedDate', 'createQuote.dateRequired']]);
    expect(
      messages(
        validate({ requestedDate, dealerId: '1', userId: null, customerId: '7', customerContact }, schema),
      ),
    ).toEqual([]);
    expect(
      messages(
        validate(
          {
            requestedDate,
            dealerId: null,
            userId: null,
            customerId: null,
            customerContact: { ...customerContact, email: 'x' },
          },
          schema,
        ),
      ),
    ).toEqual([
      ['customerContact.email', 'EMAIL INVALID'],
      ['customerContact.name', 'REQUIRED'],
    ]);
  });
});
