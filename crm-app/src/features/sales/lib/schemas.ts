import { EMAIL_PATTERN, SEND_MESSAGE_MAX, SEND_SUBJECT_MAX } from '@doorline/api-client';
import { nullable, object, refine, string, type Struct } from 'superstruct';
import type { ContactValues } from '@/lib/contact-values';
import type { TFunction } from '@/lib/i18n';

/* The sales forms' rules (spec §5), read by react-hook-form through superstructResolver. */

export interface DealerValues {
  dealerId: string | null;
}

/** Assign dealer: a dealer is required. */
export const dealerSchema = (t: TFunction<'sales'>) =>
  object({
    dealerId: refine(nullable(string()), 'dealerId', (value) => !!value || t('orderRecord.selectDealer')),
  });

/**
 * Create Quote: the requested date is required; the dealer and the user are optional; the customer's
 * contact is checked by `customerContact`, the contact form's rules for a contact that may be left
 * out (`useContactSchema({ isOptional: true })`, issue 40).
 */
export const createQuoteSchema = (t: TFunction<'sales'>, customerContact: Struct<ContactValues, unknown>) =>
  object({
    requestedDate: refine(
      string(),
      'requestedDate',
      (value) => value.length > 0 || t('createQuote.dateRequired'),
    ),
    dealerId: nullable(string()),
    userId: nullable(string()),
    customerId: nullable(string()),
    customerContact,
  });

export interface SendValues {
  email: string;
  subject: string;
  message: string;
}

/** Send to customer (issue 28): an e-mail address, a subject, a message, within the contract's limits. */
export const sendSchema = (t: TFunction<'sending'>) =>
  object({
    email: refine(
      string(),
      'email',
      (value) => EMAIL_PATTERN.test(value.trim()) || t('sendDialog.emailInvalid'),
    ),
    subject: refine(
      string(),
      'subject',
      (value) => (value.trim().length >= 1 && value.length <= SEND_SUBJECT_MAX) || t('sendDialog.atLeast1'),
    ),
    message: refine(
      string(),
      'message',
      (value) => value.length <= SEND_MESSAGE_MAX || t('sendDialog.messageTooLong'),
    ),
  });
