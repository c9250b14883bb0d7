import type { CurrentUser } from '@doorline/api-client';
import { changedTextFields } from '@/lib/contact-values';

/* The profile's account form (spec §4 "Edit forms"): Save and Reset are enabled only when
   something changed. Text is compared trimmed, so a stray space is not a change. The contact
   form's values are shared with the dealer's contacts: `@/lib/contact-values`. */

export interface AccountValues {
  name: string;
  phone: string;
  /** `undefined` keeps the current photo, a `File` replaces it, `null` removes it. */
  photo: File | null | undefined;
}

export const accountValuesOf = (user: Pick<CurrentUser, 'name' | 'phone'>): AccountValues => ({
  name: user.name,
  phone: user.phone ?? '',
  photo: undefined,
});

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
