import { describe, expect, it } from 'vitest';
import { readSidebarCookie, sidebarCookie } from './sidebarCookie';

describe('sidebar cookie', () => {
  it('writes the state for the whole site for seven days', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    expect(sidebarCookie(true)).toMatch(/^sidebar_state=true;/);
  });

  it('reads the state back among other cookies', () => {
    expect(readSidebarCookie('theme=dark; sidebar_state=false; lang=ru')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('is undefined when missing or garbled', () => {
    expect(readSidebarCookie('')).toBeUndefined();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeUndefined();
    expect(readSidebarCookie('my_sidebar_state=true')).toBeUndefined();
  });
});
