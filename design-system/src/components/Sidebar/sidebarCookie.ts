export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The open state saved in `cookies` (a `document.cookie` string), or `undefined` when none was saved. */
export function readSidebarCookie(cookies: string): boolean | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that saves the open state. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
