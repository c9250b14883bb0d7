import { EMAIL_PATTERN, OTP_PATTERN, PHONE_PATTERN } from '@doorline/api-client';
/** The invite link's query, as `/auth/complete-registration` reads it (spec §2, §5). */
export interface RegistrationLink {
  email: string;
  code: string;
  /** With its leading plus; empty when the link has none. */
  phone: string;
}

/**
 * The phone of the link with a plus in front (spec §5). A plus written into a query unencoded
 * arrives as a space, so spaces and an existing plus are dropped first.
 */
export function phoneFromQuery(raw: string | null): string {
  const digits = (raw ?? '').replace(/[\s+]/g, '');
  return digits ? `+${digits}` : '';
}

/** The link's e-mail, code and phone, or null when the e-mail or the code is missing or malformed. */
export function parseRegistrationLink(search: string | URLSearchParams): RegistrationLink | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const email = (query.get('email') ?? '').trim();
  const code = (query.get('code') ?? '').trim();
  const phone = phoneFromQuery(query.get('phone'));
  if (!EMAIL_PATTERN.test(email) || !OTP_PATTERN.test(code)) return null;
  if (phone && !PHONE_PATTERN.test(phone)) return null;
  return { email, code, phone };
}
