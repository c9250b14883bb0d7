import { daysAfter } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { isQuoteChanged, quoteChanges, quoteFormValuesOf } from './quote-form';

// Requested dates from the clock, never written in.
const requestedDate = daysAfter(new Date(), 21);
const laterDate = daysAfter(new Date(), 44);
const initial = quoteFormValuesOf({ referenceNumber: 'REF-1', note: null, requestedDate });

describe('the Edit quote form', () => {
  it('starts from the server values, with empty text for missing ones', () => {
    expect(initial).toEqual({ referenceNumber: 'REF-1', note: '', requestedDate });
  });

  it('is unchanged as loaded and when only spaces were added', () => {
    expect(isQuoteChanged(initial, initial)).toBe(false);
    expect(isQuoteChanged(initial, { ...initial, referenceNumber: ' REF-1 ', note: '  ' })).toBe(false);
  });

  it('sends only the fields that changed, trimmed', () => {
    expect(quoteChanges(initial, { ...initial, note: ' Side door ' })).toEqual({ note: 'Side door' });
    expect(quoteChanges(initial, { ...initial, requestedDate: laterDate })).toEqual({
      requestedDate: laterDate,
    });
    expect(isQuoteChanged(initial, { ...initial, requestedDate: laterDate })).toBe(true);
  });

  it('sends an emptied field as null', () => {
    expect(quoteChanges(initial, { ...initial, referenceNumber: '', requestedDate: '' })).toEqual({
      referenceNumber: null,
      requestedDate: null,
    });
  });
});
