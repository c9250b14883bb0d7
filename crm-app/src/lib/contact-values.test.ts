import { object, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { contactInputOf, contactSchema, contactValuesOf, isContactChanged } from './contact-values';

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

describe('contact form rules (spec §5 "Contact forms")', () => {
  const messages = { required: 'REQUIRED', emailInvalid: 'EMAIL INVALID' };
  const empty = contactValuesOf(null);
  /** The failures by field path, as react-hook-form's resolver reads them. */
  const failuresOf = (struct: ReturnType<typeof contactSchema>, values: unknown) =>
    Object.fromEntries(
      (validate({ customer: values }, object({ customer: struct }))[0]?.failures() ?? []).map((f) => [
        f.path.join('.'),
        f.message,
      ]),
    );

  it('requires the name and a valid e-mail when one is given, both at once', () => {
    const required = contactSchema(messages);
    expect(failuresOf(required, { ...empty, email: 'ann@' })).toEqual({
      'customer.name': 'REQUIRED',
      'customer.email': 'EMAIL INVALID',
    });
    expect(failuresOf(required, empty)).toEqual({ 'customer.name': 'REQUIRED' });
    expect(failuresOf(required, { ...empty, name: 'Ann', email: ' ann@example.test ' })).toEqual({});
  });

  it('lets an optional contact be left empty, and asks for its name once anything is filled', () => {
    const optional = contactSchema(messages, { isOptional: true });
    expect(failuresOf(optional, empty)).toEqual({});
    expect(failuresOf(optional, { ...empty, phone: '+380501234567' })).toEqual({
      'customer.name': 'REQUIRED',
    });
  });
});
