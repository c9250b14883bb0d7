import type { Contact, ContactInput, CurrentUser } from '@doorline/api-client';

/* The edit forms of the profile (spec §4 "Edit forms"): Save and Reset are enabled only when
   something changed. Text is compared trimmed, so a stray space is not a change. */

export interface AccountValues {
  name: string;
  phone: string;
  /** `undefined` keeps the current photo, a `File` replaces it, `null` removes it. */
  photo: File | null | undefined;
}

export type ContactValues = Record<'name' | 'email' | 'phone' | 'mobile' | 'fax', string>;

export const accountValuesOf = (user: Pick<CurrentUser, 'name' | 'phone'>): AccountValues => ({
  name: user.name,
  phone: user.phone ?? '',
  photo: undefined,
});

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

/** What the account form would send: the profile fields that changed and the photo action. */
export function accountChanges(
  initial: AccountValues,
  values: AccountValues,
): { profile: { name?: string; phone?: string | null } | null; photo: File | null | undefined } {
  const changed = changedTextFields(initial, values);
  const profile: { name?: string; phone?: string | null } = {};
  if (changed.includes('name')) profile.name = values.name.trim();
  if (changed.includes('phone')) profile.phone = values.phone.trim() || null;
  return { profile: changed.length > 0 ? profile : null, photo: values.photo };
}

/** Whether the account form holds a change: a text field, or a photo picked or cleared. */
export function isAccountChanged(initial: AccountValues, values: AccountValues): boolean {
  const { profile, photo } = accountChanges(initial, values);
  return profile !== null || photo !== undefined;
}

export const isContactChanged = (initial: ContactValues, values: ContactValues) =>
  changedTextFields(initial, values).length > 0;

/** The contact as `PATCH /users/me` takes it: trimmed, empty optional fields as null. */
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
