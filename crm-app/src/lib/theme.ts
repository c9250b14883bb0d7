import { proxy, subscribe } from 'valtio/vanilla';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

// The theme is a device preference, kept apart from the `root` store (which holds auth and language only).
const THEME_KEY = 'doorline-theme';

function readTheme(): ThemeChoice {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_KEY);
  return themeChoices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
}

export const preferences = proxy({ theme: readTheme() });

subscribe(preferences, () => localStorage.setItem(THEME_KEY, preferences.theme));

export function setTheme(theme: ThemeChoice) {
  preferences.theme = theme;
}
