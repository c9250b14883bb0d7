import {
  CUSTOMER_LIMITS,
  EMAIL_PATTERN,
  type CreateCustomerBody,
  type Customer,
  type UpdateCustomerBody,
} from '@doorline/api-client';
import { nullable, object, optional, refine, string } from 'superstruct';

// The customer form's values (issue 42): what the New customer and the Change dialogs hold, and the
// bodies they send. Text is compared and sent trimmed, so a stray space is no change.

/** The typed-in fields, every one text: the tags as one comma-separated line. */
export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  mobile: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  tags: string;
  note: string;
}

/** A new customer's values: the fields and, for the organization, the chosen dealer's id (none: its own). */
export interface NewCustomerValues extends CustomerValues {
  dealerId: string | null;
}

export const emptyCustomerValues: NewCustomerValues = {
  name: '',
  email: '',
  phone: '',
  mobile: '',
  street: '',
  city: '',
  postcode: '',
  country: '',
  tags: '',
  note: '',
  dealerId: null,
};

/** The tags a comma-separated line holds: trimmed, without empty or repeated ones (case aside), in order. */
export function tagsOf(line: string): string[] {
  const seen = new Set<string>();
  return line
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Tags as the form's line shows them. */
export const tagsLine = (tags: readonly string[]) => tags.join(', ');

/** A customer's values, as the Change form starts from them. */
export const customerValuesOf = (customer: Customer): CustomerValues => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  mobile: customer.mobile ?? '',
  street: customer.address.street,
  city: customer.address.city,
  postcode: customer.address.postcode,
  country: customer.address.country,
  tags: tagsLine(customer.tags),
  note: customer.note,
});

/** The form's words for its rules, in the reader's language. */
export interface CustomerMessages {
  /** 'REQUIRED' (spec §5). */
  required: string;
  /** 'EMAIL INVALID' (spec §5). */
  emailInvalid: string;
  tooManyTags: string;
  tagTooLong: (tag: string) => string;
}

/**
 * The contract's rules for a customer (`CreateCustomerBody`, `UpdateCustomerBody`) as the form reads
 * them: the name required, the e-mail empty or valid, at most 20 tags of at most 40 characters; the
 * other limits are the fields' `maxLength`. The server checks them all again.
 */
export const customerSchema = (messages: CustomerMessages) =>
  object({
    name: refine(string(), 'name', (value) => value.trim().length > 0 || messages.required),
    email: refine(
      string(),
      'email',
      (value) => !value.trim() || EMAIL_PATTERN.test(value.trim()) || messages.emailInvalid,
    ),
    phone: string(),
    mobile: string(),
    street: string(),
    city: string(),
    postcode: string(),
    country: string(),
    tags: refine(string(), 'tags', (value) => {
      const tags = tagsOf(value);
      if (tags.length > CUSTOMER_LIMITS.tags) return messages.tooManyTags;
      const long = tags.find((tag) => tag.length > CUSTOMER_LIMITS.tag);
      return long === undefined || messages.tagTooLong(long);
    }),
    note: string(),
    // The New customer form's dealer (the Change form has none): any or none.
    dealerId: optional(nullable(string())),
  });

const orNull = (value: string) => value.trim() || null;

/** The fields as the API takes them: trimmed, an empty e-mail or phone as null, the tags as a list. */
function fieldsOf(values: CustomerValues) {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    mobile: orNull(values.mobile),
    address: {
      street: values.street.trim(),
      city: values.city.trim(),
      postcode: values.postcode.trim(),
      country: values.country.trim(),
    },
    note: values.note.trim(),
    tags: tagsOf(values.tags),
  };
}

/**
 * `POST /customers`'s body. `withDealer`: the organization's form, which sends the chosen dealer (null:
 * its own); a dealer user's sends none, and the server makes it their dealer's.
 */
export function createBodyOf(values: NewCustomerValues, withDealer: boolean): CreateCustomerBody {
  return {
    ...fieldsOf(values),
    ...(withDealer ? { dealerId: values.dealerId ? Number(values.dealerId) : null } : {}),
  };
}

const addressParts = ['street', 'city', 'postcode', 'country'] as const;

/**
 * `PATCH /customers/{id}`'s body: only what differs from the values the form started from (the
 * address's parts one by one, the tags as a list); empty when nothing changed.
 */
export function changesOf(initial: CustomerValues, values: CustomerValues): UpdateCustomerBody {
  const was = fieldsOf(initial);
  const now = fieldsOf(values);
  const changes: UpdateCustomerBody = {};
  if (now.name !== was.name) changes.name = now.name;
  if (now.email !== was.email) changes.email = now.email;
  if (now.phone !== was.phone) changes.phone = now.phone;
  if (now.mobile !== was.mobile) changes.mobile = now.mobile;
  const address = Object.fromEntries(
    addressParts
      .filter((part) => now.address[part] !== was.address[part])
      .map((part) => [part, now.address[part]]),
  );
  if (Object.keys(address).length > 0) changes.address = address;
  if (now.note !== was.note) changes.note = now.note;
  if (now.tags.join('\n') !== was.tags.join('\n')) changes.tags = now.tags;
  return changes;
}

/** Whether the Change form holds a change (its Save and Reset wait for one: spec §4 "Edit forms"). */
export const isCustomerChanged = (initial: CustomerValues, values: CustomerValues) =>
  Object.keys(changesOf(initial, values)).length > 0;
