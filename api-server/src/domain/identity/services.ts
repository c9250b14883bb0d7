import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { createMessages, type Messages } from '../messages/messages.js';
import { createCodes, type Codes } from './codes.js';
import { createTwoFactor, type TwoFactor } from './two-factor.js';

export interface IdentityServices {
  messages: Messages;
  codes: Codes;
  twoFactor: TwoFactor;
}

/** The sender of e-mail: no-reply at the host of PUBLIC_URL. */
export function senderAddress(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `Doorline CRM <no-reply@${host}>`;
}

/** Messages, one-time codes and two-factor: what sign-in needs before the identity exists. */
export function createIdentityServices(
  config: Config,
  db: Db,
  withConnection?: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
): IdentityServices {
  const messages = createMessages(db, {
    withConnection,
    smtpUrl: config.smtpUrl,
    smsWebhookUrl: config.smsWebhookUrl,
    from: senderAddress(config.publicUrl),
    now: config.now,
  });
  const codes = createCodes(db, { secret: config.jwtSecret, now: config.now });
  const twoFactor = createTwoFactor({ db, codes, messages, now: config.now, secret: config.jwtSecret });
  return { messages, codes, twoFactor };
}
