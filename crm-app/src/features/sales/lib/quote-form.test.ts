import { describe, expect, it } from 'vitest';
import { isQuoteChanged, quoteChanges, quoteFormValuesOf } from './quote-form';

const initial = quoteFormValuesOf({ referenceNumber: 'REF-1', note: null, requestedDate: '2026-12-01' });

describe('the Edit quote form', () => {
  it('starts from the server values, with empty text for missing ones', () => {
    expect(initial).toEqual({ referenceNumber: 'REF-1', note: '', requestedDate: '2026-12-01' });
  });

  it('is unchanged as loaded and when only spaces were added', () => {
    expect(isQuoteChanged(initial, initial)).toBe(false);
    expect(isQuoteChanged(initial, { ...initial, referenceNumber: ' REF-1 ', note: '  ' })).toBe(false);
  });

  it('sends only the fields that changed, trimmed', () => {
    expect(quoteChanges(initial, { ...initial, note: ' Side door ' })).toEqual({ note: 'Side door' });
    expect(quoteChanges(initial, { ...initial, requestedDate: '2026-12-24' })).toEqual({
      requestedDate: '2026-12-24',
    });
    expect(isQuoteChanged(initial, { ...initial, requestedDate: '2026-12-24' })).toBe(true);
  });

  it('sends an emptied field as null', () => {
    expect(quoteChanges(initial, { ...initial, referenceNumber: '', requestedDate: '' })).toEqual({
      referenceNumber: null,
      requestedDate: null,
    });
  });
});
