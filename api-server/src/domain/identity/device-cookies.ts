import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's device cookies (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies;
// docs/identity.md "Brute force", issue 39): a browser that signed in successfully gets a signed cookie
// naming the user, and its later sign-ins as that user are counted against that device's own allowance,
// not against its address or the account's lock-out of unknown clients.

/** How long a device cookie lives; every sign-in renews it. */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;
/** At most this many people's entries in one browser's cookie (a shared computer), newest first. */
export const DEVICE_COOKIE_ENTRIES = 5;

interface Entry {
  userId: number;
  /** Seconds since the epoch. */
  expires: number;
  /** The device's id: random, 128 bits. */
  nonce: string;
  text: string;
}

const ENTRY = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Device cookies signed with a key derived from the server's secret. A cookie is up to
 * `DEVICE_COOKIE_ENTRIES` entries `userId.expires.nonce.mac` joined by `~`; an entry counts only with
 * its own signature, before it expires, and for the user it names.
 */
export function createDeviceCookies(secret: string, now: () => Date) {
  const key = createHash('sha256').update(`doorline device cookies\0${secret}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const seconds = () => Math.floor(now().getTime() / 1000);

  function entries(cookie: string | null | undefined): Entry[] {
    if (!cookie || cookie.length > 1000) return [];
    const at = seconds();
    const valid: Entry[] = [];
    for (const text of cookie.split('~').slice(0, DEVICE_COOKIE_ENTRIES)) {
      const match = ENTRY.exec(text);
      if (!match) continue;
      const [, user, expires, nonce, signature] = match;
      const expected = Buffer.from(mac(`${user}.${expires}.${nonce}`));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
      if (Number(expires) <= at) continue;
      valid.push({ userId: Number(user), expires: Number(expires), nonce: nonce!, text });
    }
    return valid;
  }

  return {
    /** The device the cookie proves for this user (its id), or null: an unknown client. */
    deviceOf(cookie: string | null | undefined, userId: number): string | null {
      return entries(cookie).find((entry) => entry.userId === userId)?.nonce ?? null;
    },

    /** The cookie after `userId` signed in on it: a new entry for them first, the others' valid ones after. */
    issue(cookie: string | null | undefined, userId: number): string {
      const expires = seconds() + DEVICE_COOKIE_SECONDS;
      const nonce = randomBytes(16).toString('base64url');
      const payload = `${userId}.${expires}.${nonce}`;
      const others = entries(cookie)
        .filter((entry) => entry.userId !== userId)
        .map((entry) => entry.text);
      return [`${payload}.${mac(payload)}`, ...others].slice(0, DEVICE_COOKIE_ENTRIES).join('~');
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
