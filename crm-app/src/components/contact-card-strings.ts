import { contactFields, type ContactCardStrings, type ContactField } from '@doorline/design-system';
import { useTranslation } from '@/lib/i18n';

/**
 * A contact card's words: the field names the contact form uses (one set for every card of a
 * person's or a dealer's contacts), and `empty` for a contact with no values and for each field
 * without one (spec §2: a public contact shows 'Empty', field by field too).
 */
export function useContactCardStrings(empty: string): ContactCardStrings {
  const { t } = useTranslation();
  const names = Object.fromEntries(contactFields.map((field) => [field, t(`contactForm.${field}`)]));
  return { ...(names as Record<ContactField, string>), empty, emptyValue: empty };
}
