import { EMAIL_PATTERN, type Contact, type ContactInput } from '@doorline/api-client';
import { object, refine, string } from 'superstruct';

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

/** True when no field of the contact holds anything but spaces. */
export const isContactEmpty = (values: ContactValues) =>
  contactFieldNames.every((name) => !values[name].trim());

/** The contact form's words for its two rules, in the reader's language ('REQUIRED', 'EMAIL INVALID'). */
export interface ContactMessages {
  required: string;
  emailInvalid: string;
}

/**
 * The contact form's rules (spec §5 "Contact forms"), the contract's `ContactInput` read by a form:
 * name required, e-mail optional and valid, phone, mobile and fax text. `isOptional`: a contact the
 * form may leave out altogether (Create Quote's customer, issue 40), whose name is required only
 * once any of its fields is filled.
 */
export function contactSchema(messages: ContactMessages, { isOptional = false } = {}) {
  const fields = object({
    name: string(),
    email: refine(
      string(),
      'email',
      (value) => !value.trim() || EMAIL_PATTERN.test(value.trim()) || messages.emailInvalid,
    ),
    phone: string(),
    mobile: string(),
    fax: string(),
  });
  return refine(
    fields,
    'contact',
    (values, context) =>
      (isOptional && isContactEmpty(values)) ||
      values.name.trim().length > 0 || { path: [...context.path, 'name'], message: messages.required },
  );
}
