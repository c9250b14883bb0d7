import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Contact, ContactInput } from '@doorline/api-client';
import { useState, type ReactNode } from 'react';
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
  /**
   * The write; it throws on failure. `linkedId`: the record the contact is linked to (`linkedId`
   * below) when the form has one: its id, or null when the link was cleared.
   */
  save: (contact: ContactInput, linkedId?: number | null) => Promise<unknown>;
  /** The success toast. */
  success: string;
  /** The failure's words when the server gives none ("Error. Try again" unless given). */
  fallback?: string;
  /** How the failure is worded beyond the defaults (a dealer's: always the fallback). */
  explain?: ExplainOptions;
  /**
   * Before the fields (`ContactFields`' `picker`): the customer directory's picker, for a customer,
   * given the linked record's id and the way to link another (or none) and fill the fields from it.
   */
  picker?: (slot: ContactPickerSlot) => ReactNode;
  /**
   * The record of the customer directory the contact is linked to (a quote's customer, issue 42):
   * its id, null for none; a form without one leaves it out. A new link is a change to save.
   */
  linkedId?: number | null;
}

/** What a contact form hands its picker. */
export interface ContactPickerSlot {
  /** The linked record's id, as a string; null for none. */
  linkedId: string | null;
  /** Links another record (null: none) and fills the fields `contact` gives; the others stay. */
  link: (id: string | null, contact: Partial<ContactValues> | null) => void;
}

const idOf = (key: string | null | undefined) => (key == null ? key : Number(key));

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
  linkedId,
  onOpenChange,
}: ContactFormProps) {
  const schema = useContactSchema();
  const initialLink = linkedId == null ? linkedId : String(linkedId);
  const [link, setLink] = useState(initialLink);

  const edit = useEditForm({
    record: contact,
    refetch,
    valuesOf: contactValuesOf,
    isChanged: isContactChanged,
    resolver: superstructResolver(schema) as Resolver<ContactValues>,
  });
  const { form } = edit;
  const linkChanged = link !== initialLink;
  const editState = {
    ...edit,
    isChanged: edit.isChanged || linkChanged,
    reset: async () => {
      setLink(initialLink);
      await edit.reset();
    },
  };

  const submission = useFormSubmission(form, {
    submit: (submitted) => save(contactInputOf(submitted), idOf(link)),
    fields: contactFieldNames,
    success,
    ...(fallback ? { fallback } : {}),
    ...(explain ? { explain } : {}),
    onOpenChange,
  });

  return (
    <EditDialog title={title} edit={editState} submission={submission}>
      <ContactFields
        control={form.control}
        picker={picker?.({
          linkedId: link ?? null,
          link: (id, contact) => {
            setLink(id);
            for (const [name, value] of Object.entries(contact ?? {}))
              form.setValue(name as keyof ContactValues, value, { shouldDirty: true });
          },
        })}
      />
    </EditDialog>
  );
}

/** The contact form in its dialog, which exists only while open. */
export const ContactDialog = whileOpen(ContactForm);
