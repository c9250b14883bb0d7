import { describe, expect, it } from 'vitest';
import { defaultMergeValues, differingFields, mergeRequestOf, offersBoth } from './merge';
import { customerFixture as customer } from '../components/customer-fixtures';

describe('a merge of two possible duplicates', () => {
  const older = customer(4, { phone: '+380501112233', tags: ['architect'], note: 'Calls after 5' });
  const newer = customer(9, {
    email: 'HANNA@koval.test',
    phone: '+380509998877',
    mobile: '+380671234567',
    tags: ['repeat', 'architect'],
    note: 'Prefers e-mail',
  });
  const pair = [older, newer] as const;

  it('asks about the fields that differ only: text as typed, the tags as a set, the address part by part', () => {
    expect(differingFields(pair)).toEqual(['email', 'phone', 'mobile', 'note', 'tags']);
    expect(differingFields([customer(1, { tags: ['a', 'b'] }), customer(2, { tags: ['b', 'a'] })])).toEqual(
      [],
    );
    expect(
      differingFields([
        customer(1),
        customer(2, { address: { street: '', city: 'Kyiv', postcode: '01001', country: '' } }),
      ]),
    ).toEqual(['address']);
  });

  it("starts as the server would: the older survives with its values, the other's where it has none, both tag lists", () => {
    expect(defaultMergeValues(pair)).toEqual({
      survivor: 'older',
      email: 'older',
      phone: 'older',
      mobile: 'newer',
      note: 'older',
      tags: 'both',
    });
    expect(defaultMergeValues(pair, 'newer')).toMatchObject({
      survivor: 'newer',
      mobile: 'newer',
      tags: 'both',
    });
  });

  it('offers both for the note and the tags only when both customers have one', () => {
    expect(offersBoth(pair, 'note')).toBe(true);
    expect(offersBoth(pair, 'tags')).toBe(true);
    expect(offersBoth(pair, 'phone')).toBe(false);
    expect(offersBoth([customer(1, { note: 'x' }), customer(2)], 'note')).toBe(false);
  });

  it('names the survivor in the path, the other as duplicateId, and each choice by survivor and duplicate', () => {
    expect(mergeRequestOf(pair, { ...defaultMergeValues(pair), phone: 'newer' })).toEqual({
      id: 4,
      body: {
        duplicateId: 9,
        take: { email: 'survivor', phone: 'duplicate', mobile: 'duplicate', note: 'survivor', tags: 'both' },
      },
    });
    // The newer survives and keeps the older's e-mail: the older's is now the duplicate's.
    expect(
      mergeRequestOf(pair, { ...defaultMergeValues(pair, 'newer'), email: 'older', note: 'both' }),
    ).toEqual({
      id: 9,
      body: {
        duplicateId: 4,
        take: { email: 'duplicate', phone: 'survivor', mobile: 'survivor', note: 'both', tags: 'both' },
      },
    });
  });

  it('sends no choices when nothing differs', () => {
    expect(mergeRequestOf([customer(1), customer(2)], { survivor: 'older' })).toEqual({
      id: 1,
      body: { duplicateId: 2 },
    });
  });
});
