import { describe, expect, it } from 'vitest';
import { accountChanges, accountValuesOf, isAccountChanged } from './form-values';

const user = { name: 'Olena Demo', phone: '+380501234567' };

describe('account form changes', () => {
  const initial = accountValuesOf(user);

  it('is unchanged with the server values, or with only spaces added', () => {
    expect(isAccountChanged(initial, { ...initial })).toBe(false);
    expect(isAccountChanged(initial, { ...initial, name: '  Olena Demo ' })).toBe(false);
  });

  it('is changed by a new name or phone and sends only those', () => {
    const values = { ...initial, name: 'Olena K.' };
    expect(isAccountChanged(initial, values)).toBe(true);
    expect(accountChanges(initial, values)).toEqual({ profile: { name: 'Olena K.' }, photo: undefined });
    expect(accountChanges(initial, { ...initial, phone: '' })).toEqual({
      profile: { phone: null },
      photo: undefined,
    });
  });

  it('is changed by picking a photo and by clearing it', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(isAccountChanged(initial, { ...initial, photo: file })).toBe(true);
    expect(isAccountChanged(initial, { ...initial, photo: null })).toBe(true);
    expect(accountChanges(initial, { ...initial, photo: null })).toEqual({ profile: null, photo: null });
  });

  it('treats a missing phone as empty', () => {
    expect(accountValuesOf({ name: 'A', phone: null })).toEqual({ name: 'A', phone: '', photo: undefined });
  });
});
