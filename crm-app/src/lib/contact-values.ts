import type { Contact, ContactInput } from '@doorline/api-client';

/* A contact form's values (spec §5 "Contact forms": the profile's public contacts, a dealer's
   contact and responsible contact). Text is compared trimmed, so a stray space is not a change. */

export const contactFieldNames = ['name', 'email', 'phone', 'mobile', 'fax'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
export type ContactValues = Record<ContactFieldName, string>;

export const contactValuesOf = (contact: Contact | null | undefined): ContactValues => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  mobile: contact?.mobile ?? '',
  fax: contact?.fax ?? '',
});

const same = (a: string, b: string) => a.trim() === b.trim();

/** The text fields whose value differs from the server's. */
export function changedTextFields<T extends object>(initial: T, values: T): Array<keyof T> {
  return (Object.keys(initial) as Array<keyof T>).filter((key) => {
    const before: unknown = initial[key];
    const after: unknown = values[key];
    return typeof before === 'string' && typeof after === 'string' && !same(before, after);
  });
}

export const isContactChanged = (initial: ContactValues, values: ContactValues) =>
  changedTextFields(initial, values).length > 0;

/** The contact as the API takes it: trimmed, empty optional fields as null. */
export function contactInputOf(values: ContactValues): ContactInput {
  const optionalText = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    mobile: optionalText(values.mobile),
    fax: optionalText(values.fax),
  };
}
