import { superstructResolver } from '@hookform/resolvers/superstruct';
import { EMAIL_PATTERN, type Contact, type ContactInput } from '@doorline/api-client';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, refine, string } from 'superstruct';
import {
  contactFieldNames,
  contactInputOf,
  contactValuesOf,
  isContactChanged,
  type ContactValues,
} from '@/lib/contact-values';
import { EditDialog } from './edit-dialog';
import { whileOpen, type DialogFormProps } from './form-dialog';
import { FormTextField } from './form-text-field';
import { useEditForm } from './use-edit-form';
import type { ExplainOptions } from '@/lib/errors';
import { useFormSubmission } from './use-form-submission';
import { useLanguageMemo } from '@/lib/i18n';

const inputTypes = { name: 'text', email: 'email', phone: 'tel', mobile: 'tel', fax: 'tel' } as const;
const autoCompletes = { name: 'name', email: 'email', phone: 'tel', mobile: 'tel', fax: 'off' } as const;

export interface ContactFormProps extends DialogFormProps {
  title: string;
  /** The contact as the page got it. */
  contact: Contact | null;
  /** Fetches the contact again, for Reset. */
  refetch: () => Promise<Contact | null>;
  /** The write; it throws on failure. */
  save: (contact: ContactInput) => Promise<unknown>;
  /** The success toast. */
  success: string;
  /** The failure's words when the server gives none ("Error. Try again" unless given). */
  fallback?: string;
  /** How the failure is worded beyond the defaults (a dealer's: always the fallback). */
  explain?: ExplainOptions;
}

/**
 * A contact's Change form (spec §5 "Contact forms": the profile's public contacts, a dealer's
 * contact and responsible contact): name required ('REQUIRED'), e-mail optional and valid
 * ('EMAIL INVALID'), phone, mobile and fax; Save and Reset only once something changed.
 */
export function ContactForm({
  title,
  contact,
  refetch,
  save,
  success,
  fallback,
  explain,
  onOpenChange,
}: ContactFormProps) {
  const { t } = useTranslation();

  const schema = useLanguageMemo(
    () =>
      object({
        name: refine(string(), 'name', (value) => value.trim().length > 0 || t('contactForm.required')),
        email: refine(
          string(),
          'email',
          (value) => !value.trim() || EMAIL_PATTERN.test(value.trim()) || t('contactForm.emailInvalid'),
        ),
        phone: string(),
        mobile: string(),
        fax: string(),
      }),
    [t],
  );

  const edit = useEditForm({
    record: contact,
    refetch,
    valuesOf: contactValuesOf,
    isChanged: isContactChanged,
    resolver: superstructResolver(schema) as Resolver<ContactValues>,
  });
  const { form } = edit;

  const submission = useFormSubmission(form, {
    submit: (submitted) => save(contactInputOf(submitted)),
    fields: contactFieldNames,
    success,
    ...(fallback ? { fallback } : {}),
    ...(explain ? { explain } : {}),
    onSuccess: () => onOpenChange(false),
  });

  return (
    <EditDialog title={title} onOpenChange={onOpenChange} edit={edit} submission={submission}>
      {contactFieldNames.map((name) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={t(`contactForm.${name}`)}
          type={inputTypes[name]}
          autoComplete={autoCompletes[name]}
          isRequired={name === 'name'}
        />
      ))}
    </EditDialog>
  );
}

/** The contact form in its dialog, which exists only while open. */
export const ContactDialog = whileOpen(ContactForm);
