import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Contact, ContactInput } from '@doorline/api-client';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  contactFieldNames,
  contactInputOf,
  contactValuesOf,
  isContactChanged,
  type ContactValues,
} from '@/lib/contact-values';
import { ContactFields, useContactSchema } from './contact-fields';
import { EditDialog } from './edit-dialog';
import { whileOpen, type DialogFormProps } from './form-dialog';
import { useEditForm } from './use-edit-form';
import type { ExplainOptions } from '@/lib/errors';
import { useFormSubmission } from './use-form-submission';

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
  /** Before the fields (`ContactFields`' `picker`): the customer directory's picker, for a customer. */
  picker?: ReactNode;
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
  picker,
  onOpenChange,
}: ContactFormProps) {
  const schema = useContactSchema();

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
    onOpenChange,
  });

  return (
    <EditDialog title={title} edit={edit} submission={submission}>
      <ContactFields control={form.control} picker={picker} />
    </EditDialog>
  );
}

/** The contact form in its dialog, which exists only while open. */
export const ContactDialog = whileOpen(ContactForm);
