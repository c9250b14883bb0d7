import { daysAfter } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { listPriceFixture, names, versionFixture } from '../components/price-fixtures';
import { draftBodyOf, draftSchema, publishSchema } from './version-forms';
import { chosenVersion, defaultVersion, draftSource, nameOf, pickableVersions } from './versions';
import { validate } from 'superstruct';

const dealerList = {
  ...listPriceFixture([versionFixture(8, { priceListId: 2, inForce: true })]),
  id: 2,
  code: 'north',
  isDefault: false,
};
const ids = (choices: ReturnType<typeof pickableVersions>) => choices.map((choice) => choice.version.id);

describe('the versions a picker offers (issue 43)', () => {
  it('are the published ones, the drafts too for whom may manage prices, the list price first', () => {
    expect(ids(pickableVersions([dealerList, listPriceFixture()], false))).toEqual([2, 1, 8]);
    expect(ids(pickableVersions([dealerList, listPriceFixture()], true))).toEqual([3, 2, 1, 8]);
  });

  it('show first the list price’s version in force, else the newest published, else the newest draft', () => {
    const all = pickableVersions([dealerList, listPriceFixture()], true);
    expect(defaultVersion(all)?.version.id).toBe(1);
    const later = listPriceFixture([
      versionFixture(3, { status: 'draft', effectiveFrom: null }),
      versionFixture(2, { effectiveFrom: daysAfter(new Date(), 30) }),
    ]);
    expect(defaultVersion(pickableVersions([later], true))?.version.id).toBe(2);
    const drafts = listPriceFixture([versionFixture(3, { status: 'draft', effectiveFrom: null })]);
    expect(defaultVersion(pickableVersions([drafts], true))?.version.id).toBe(3);
    expect(defaultVersion(pickableVersions([drafts], false))).toBeNull();
  });

  it('show the one the address names when it is offered, else the default', () => {
    const offered = pickableVersions([listPriceFixture()], false);
    expect(chosenVersion(offered, 2)?.version.id).toBe(2);
    // A draft is not offered to a reader who may not manage prices.
    expect(chosenVersion(offered, 3)?.version.id).toBe(1);
    expect(chosenVersion(offered, null)?.version.id).toBe(1);
  });

  it('copy the version in force into a new draft, else the newest', () => {
    expect(draftSource(listPriceFixture())?.id).toBe(1);
    expect(draftSource(listPriceFixture([versionFixture(5), versionFixture(4)]))?.id).toBe(5);
    expect(draftSource(listPriceFixture([]))).toBeNull();
  });

  it('name a version in the reader’s language, English where it has none', () => {
    expect(nameOf(names('Spring'), 'uk')).toBe('Spring (uk)');
    expect(nameOf({ ...names('Spring'), ru: '' }, 'ru')).toBe('Spring');
  });
});

describe('the versions’ forms (issue 43)', () => {
  const messages = (result: ReturnType<typeof validate>) =>
    result[0]?.failures().map((failure) => [failure.path.join('.'), failure.message]) ?? [];

  it('a new draft: a version to copy and a name in each language, sent trimmed', () => {
    const schema = draftSchema({ chooseVersion: 'choose', nameRequired: 'required' });
    const values = { copyFrom: '1', names: { en: ' Summer ', uk: 'Літо', ru: 'Лето' } };
    expect(messages(validate(values, schema))).toEqual([]);
    expect(messages(validate({ copyFrom: null, names: { ...values.names, uk: '  ' } }, schema))).toEqual([
      ['copyFrom', 'choose'],
      ['names.uk', 'required'],
    ]);
    expect(draftBodyOf(values)).toEqual({ copyFrom: 1, names: { en: 'Summer', uk: 'Літо', ru: 'Лето' } });
  });

  it('publish: a day from today on', () => {
    const today = daysAfter(new Date(), 0);
    const schema = publishSchema({ dateRequired: 'required', pastDate: 'past' }, today);
    expect(messages(validate({ effectiveFrom: today }, schema))).toEqual([]);
    expect(messages(validate({ effectiveFrom: daysAfter(new Date(), 5) }, schema))).toEqual([]);
    expect(messages(validate({ effectiveFrom: daysAfter(new Date(), -1) }, schema))).toEqual([
      ['effectiveFrom', 'past'],
    ]);
    expect(messages(validate({ effectiveFrom: '' }, schema))).toEqual([['effectiveFrom', 'required']]);
  });
});
