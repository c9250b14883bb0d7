import type { Customer, CustomerAddress, MergeCustomersBody, MergeField } from '@doorline/api-client';
import { mergeFields } from '@doorline/api-client';

// The merge of two possible duplicates (issue 42; the contract's `MergeCustomersBody`): which of the
// pair survives, and whose value each field that differs keeps. The choices name a customer of the
// pair (the older or the newer), so that they keep meaning the value the user chose when the user
// changes which one survives; the body names them as the server does, by survivor and duplicate.

/** A customer of the pair: the older (the first of the server's pair) or the newer. */
export type PairSide = 'older' | 'newer';

/** Whose value a field keeps: one customer's, or (the note, the tags) both. */
export type MergeChoice = PairSide | 'both';

/** The merge dialog's values: the survivor, and a choice for each field that differs. */
export type MergeValues = { survivor: PairSide } & Partial<Record<MergeField, MergeChoice>>;

/** The fields that may keep both customers' values. */
export const bothFields: readonly MergeField[] = ['note', 'tags'];

export const otherSide = (side: PairSide): PairSide => (side === 'older' ? 'newer' : 'older');

/** A field's value of a customer: the address as its four parts, the tags as a list. */
export function valueOf(customer: Customer, field: MergeField): string | readonly string[] | CustomerAddress {
  switch (field) {
    case 'address':
      return customer.address;
    case 'tags':
      return customer.tags;
    case 'note':
      return customer.note;
    default:
      return customer[field] ?? '';
  }
}

/** Whether a customer has no value of the field (an empty address has none of its parts). */
export function isEmpty(customer: Customer, field: MergeField): boolean {
  const value = valueOf(customer, field);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value as CustomerAddress).every((part) => part.trim() === '');
}

/** The same value: text exactly as typed, the tags as a set, the address part by part. */
function sameValue(older: Customer, newer: Customer, field: MergeField): boolean {
  if (field === 'tags') {
    const a = [...older.tags].sort();
    const b = [...newer.tags].sort();
    return a.length === b.length && a.every((tag, index) => tag === b[index]);
  }
  return JSON.stringify(valueOf(older, field)) === JSON.stringify(valueOf(newer, field));
}

/** The fields whose values differ, in the contract's order: the dialog asks about these only. */
export const differingFields = ([older, newer]: readonly [Customer, Customer]): MergeField[] =>
  mergeFields.filter((field) => !sameValue(older, newer, field));

/** Whether a field offers "Both": the note or the tags, when both customers have one. */
export const offersBoth = (pair: readonly [Customer, Customer], field: MergeField) =>
  bothFields.includes(field) && !isEmpty(pair[0], field) && !isEmpty(pair[1], field);

/**
 * A field's choice as the server would make it (`MergeCustomersBody`): the survivor's value, or the
 * other's where the survivor's is empty; the tags of both when both have some.
 */
export function defaultChoice(
  pair: readonly [Customer, Customer],
  field: MergeField,
  survivor: PairSide,
): MergeChoice {
  if (field === 'tags' && offersBoth(pair, field)) return 'both';
  const kept = survivor === 'older' ? pair[0] : pair[1];
  return isEmpty(kept, field) ? otherSide(survivor) : survivor;
}

/** The dialog's first values: the older customer survives, each differing field as the server would. */
export function defaultMergeValues(pair: readonly [Customer, Customer], survivor: PairSide = 'older') {
  const values: MergeValues = { survivor };
  for (const field of differingFields(pair)) values[field] = defaultChoice(pair, field, survivor);
  return values;
}

/**
 * The request: the survivor's id for the path, the other's as `duplicateId`, and `take` naming every
 * field the dialog asked about by survivor and duplicate (none when nothing differs).
 */
export function mergeRequestOf(
  pair: readonly [Customer, Customer],
  values: MergeValues,
): { id: number; body: MergeCustomersBody } {
  const [older, newer] = pair;
  const survivor = values.survivor === 'older' ? older : newer;
  const duplicate = values.survivor === 'older' ? newer : older;
  const take: Partial<Record<MergeField, 'survivor' | 'duplicate' | 'both'>> = {};
  for (const field of differingFields(pair)) {
    const choice = values[field] ?? defaultChoice(pair, field, values.survivor);
    take[field] = choice === 'both' ? 'both' : choice === values.survivor ? 'survivor' : 'duplicate';
  }
  return {
    id: survivor.id,
    body: {
      duplicateId: duplicate.id,
      ...(Object.keys(take).length > 0 ? { take: take as MergeCustomersBody['take'] } : {}),
    },
  };
}
