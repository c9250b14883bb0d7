import { describe, expect, it } from 'vitest';
import { contactInputOf, contactValuesOf, isContactChanged } from './contact-values';

describe('contact form changes', () => {
  const initial = contactValuesOf({ name: 'Desk', email: null, phone: '+1', mobile: null, fax: null });

  it('reads nulls as empty text', () => {
    expect(initial).toEqual({ name: 'Desk', email: '', phone: '+1', mobile: '', fax: '' });
    expect(contactValuesOf(null)).toEqual({ name: '', email: '', phone: '', mobile: '', fax: '' });
  });

  it('notices a change in any field but not in spacing', () => {
    expect(isContactChanged(initial, { ...initial })).toBe(false);
    expect(isContactChanged(initial, { ...initial, name: 'Desk ' })).toBe(false);
    expect(isContactChanged(initial, { ...initial, fax: '+2' })).toBe(true);
    expect(isContactChanged(initial, { ...initial, phone: '' })).toBe(true);
  });

  it('sends empty optional fields as null', () => {
    expect(contactInputOf({ ...initial, email: ' a@b.co ' })).toEqual({
      name: 'Desk',
      email: 'a@b.co',
      phone: '+1',
      mobile: null,
      fax: null,
    });
  });
});
