import type { ReactNode } from 'react';
import { Card, type CardHeadingLevel } from '../Card/Card';
import { Link } from '../Link/Link';
import { KeyValueList, type KeyValueItem } from '../KeyValueList/KeyValueList';
import * as styles from './ContactCard.css';

export const contactFields = ['name', 'email', 'phone', 'mobile', 'fax'] as const;
export type ContactField = (typeof contactFields)[number];

export type Contact = Partial<Record<ContactField, string | null>>;

export interface ContactCardStrings extends Record<ContactField, string> {
  /** Shown instead of the rows when the contact has no values. */
  empty: string;
  /** Shown for one empty field of a contact that has others; '—' unless given. */
  emptyValue?: string;
}

const defaultStrings: ContactCardStrings = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  mobile: 'Mobile',
  fax: 'Fax',
  empty: 'Empty',
};

export interface ContactCardProps {
  /** The card's heading, e.g. "Responsible contact". */
  title: ReactNode;
  /** The person shown: name, role, phone, email; `null` shows the empty state. */
  contact: Contact | null | undefined;
  /** The component's own words (labels and announcements), English by default; pass the app's translations. */
  strings?: Partial<ContactCardStrings>;
  /** A slot in the header, typically a 'Change' button. */
  action?: ReactNode;
  /** The level of the title's heading element (`h2`…), to fit the page's outline; the look does not change. */
  headingLevel?: CardHeadingLevel;
}

/** `tel:` keeps only what a dialler understands. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function renderValue(field: ContactField, value: string): ReactNode {
  if (field === 'email') return <Link href={`mailto:${value}`}>{value}</Link>;
  if (field === 'name') return value;
  return <Link href={telHref(value)}>{value}</Link>;
}

/**
 * A `Card` holding a contact (dealer contacts, responsible contacts, customer contacts, public contacts): a labelled row
 * each for name, e-mail (a mailto link) and phones (tel links), or 'Empty' when the contact has no values.
 * Put the Change button in `action`; translate labels through `strings`.
 */
export function ContactCard({
  title,
  contact,
  strings: overrides,
  action,
  headingLevel = 3,
}: ContactCardProps) {
  const strings = { ...defaultStrings, ...overrides };
  const hasValues = !!contact && contactFields.some((field) => contact[field]?.trim());
  const items: KeyValueItem[] = contactFields.map((field) => {
    const value = contact?.[field]?.trim();
    return { key: field, label: strings[field], value: value ? renderValue(field, value) : null };
  });

  return (
    <Card title={title} headingLevel={headingLevel} actions={action}>
      {hasValues ? (
        <KeyValueList items={items} layout="inline" emptyValue={strings.emptyValue} />
      ) : (
        <p className={styles.empty}>{strings.empty}</p>
      )}
    </Card>
  );
}
