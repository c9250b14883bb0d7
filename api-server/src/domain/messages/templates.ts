// The texts of e-mails and SMS. Every code is the only run of exactly six digits in its message,
// so the development outbox page (and tests) can read it with /\b(\d{6})\b/.

export interface Letter {
  subject: string;
  body: string;
}

const purposeText = {
  password_reset: 'reset your password',
  change_email: 'confirm your new e-mail address',
  two_factor: 'sign in',
  two_factor_enable: 'turn on two-factor authentication',
  two_factor_disable: 'turn off two-factor authentication',
  phone_verification: 'verify your phone number',
} as const;

export type CodeMessagePurpose = keyof typeof purposeText;

export function codeEmail(purpose: CodeMessagePurpose, code: string): Letter {
  return {
    subject: `Your Doorline CRM code: ${code}`,
    body:
      `Your Doorline CRM code is ${code}. Use it to ${purposeText[purpose]}.\n\n` +
      'It is valid for 10 minutes. If you did not ask for it, ignore this message.',
  };
}

export function codeSms(purpose: CodeMessagePurpose, code: string): string {
  return `Doorline CRM code: ${code}. Use it to ${purposeText[purpose]}. Valid for 10 minutes.`;
}

/** The registration link: `/auth/complete-registration?email=..&code=..&phone=..` (phone digits only). */
export function inviteLink(publicUrl: string, email: string, code: string, phone: string | null): string {
  const params = new URLSearchParams({ email, code, phone: (phone ?? '').replace(/\D/g, '') });
  return `${publicUrl}/auth/complete-registration?${params.toString()}`;
}

export function inviteEmail(options: {
  name: string;
  inviterName: string;
  where: string;
  link: string;
  code: string;
}): Letter {
  return {
    subject: 'You are invited to Doorline CRM',
    body:
      `Hello ${options.name},\n\n` +
      `${options.inviterName} invited you to join ${options.where} in Doorline CRM.\n` +
      `Complete your registration here (the link is valid for 7 days):\n${options.link}\n\n` +
      `Your invite code is ${options.code}.`,
  };
}

export function approvedEmail(name: string, publicUrl: string): Letter {
  return {
    subject: 'Your Doorline CRM account is approved',
    body: `Hello ${name},\n\nAn administrator approved your account. You can sign in now:\n${publicUrl}/auth/login`,
  };
}

/**
 * A notification's e-mail (docs/notifications.md): its English text and a link to what it is about.
 * Sent only for the groups the recipient turned on.
 */
export function notificationEmail(text: string, link: string): Letter {
  return {
    subject: `Doorline CRM: ${text}`,
    body:
      `${text}\n\nOpen it in Doorline CRM:\n${link}\n\n` +
      'You receive this e-mail because you turned it on in your notification settings.',
  };
}
