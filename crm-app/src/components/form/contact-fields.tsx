import { CONTACT_LIMITS } from '@doorline/api-client';
import { Heading, Stack, Text } from '@doorline/design-system';
import { useId, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { contactFieldNames, contactSchema, type ContactFieldName } from '@/lib/contact-values';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';
import { FormTextField } from './form-text-field';

const inputTypes = { name: 'text', email: 'email', phone: 'tel', mobile: 'tel', fax: 'tel' } as const;
const autoCompletes = { name: 'name', email: 'email', phone: 'tel', mobile: 'tel', fax: 'off' } as const;

/** The contact form's rules in the reader's language (`contactSchema`); `isOptional` for a contact that may be left out. */
export function useContactSchema({ isOptional = false } = {}) {
  const { t } = useTranslation();
  return useLanguageMemo(
    () =>
      contactSchema(
        { required: t('contactForm.required'), emailInvalid: t('contactForm.emailInvalid') },
        { isOptional },
      ),
    [t, isOptional],
  );
}

export interface ContactFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /**
   * Where the contact's values sit in the form's: '' when the form is the contact (a contact's
   * Change dialog), `customerContact.` inside a larger one (Create Quote).
   */
  prefix?: '' | `${string}.`;
  /** A heading that makes the fields a named group, for a contact inside a larger form. */
  title?: string;
  /** A line under the heading. */
  description?: string;
  /** Whether the name is marked required: not while the whole contact may be left out. */
  isNameRequired?: boolean;
  /**
   * Before the fields: a way to fill them from elsewhere, built by the form's owner with its
   * `setValue` (the customer directory's picker of the next issue; docs/decisions.md "Issue 40
   * (the customer of a quote)").
   */
  picker?: ReactNode;
}

/**
 * A contact's fields (spec §5 "Contact forms": name, e-mail, phone, mobile, fax), the one set every
 * contact form uses: a profile's public contacts, a dealer's contacts, a quote's customer. Checked by
 * `useContactSchema`, within the contract's `CONTACT_LIMITS`.
 */
export function ContactFields<T extends FieldValues>({
  control,
  prefix = '',
  title,
  description,
  isNameRequired = true,
  picker,
}: ContactFieldsProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const fields = (
    <>
      {picker}
      {contactFieldNames.map((name: ContactFieldName) => (
        <FormTextField
          key={name}
          control={control}
          // The caller's form holds the contact under `prefix` (ContactFieldsProps).
          name={`${prefix}${name}` as FieldPath<T>}
          label={t(`contactForm.${name}`)}
          type={inputTypes[name]}
          autoComplete={autoCompletes[name]}
          maxLength={CONTACT_LIMITS[name]}
          isRequired={name === 'name' && isNameRequired}
        />
      ))}
    </>
  );
  if (!title) return fields;
  return (
    <Stack gap="md" role="group" aria-labelledby={headingId}>
      <Stack gap="xxs">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {description ? (
          <Text tone="muted" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {fields}
    </Stack>
  );
}
