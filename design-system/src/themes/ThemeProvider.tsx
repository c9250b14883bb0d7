import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useMediaQuery } from '../components/private/useMediaQuery';
import { brandStyle, type Brand } from './brand';
import { darkTheme, lightTheme } from './themes.css';
// Imported here as well as in index.ts: bundlers skip a side-effect-free index's own imports.
import './global.css';

export const themeNames = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof themeNames)[number];
export type ResolvedTheme = Exclude<ThemeName, 'system'>;

const themeClassNames: Record<ResolvedTheme, string> = { light: lightTheme, dark: darkTheme };

const ResolvedThemeContext = /*#__PURE__*/ createContext<ResolvedTheme>('light');

/**
 * The attributes of the element that carries a theme, `<html>` as a rule: the theme's class, its
 * `color-scheme` and the brand's custom properties. `ThemeProvider` applies them in the browser; a
 * server renders them into its HTML, so that the first paint is already in the right theme
 * (README "Server rendering"): `<html lang="en" {...themeRootProps('dark', brand)}>`. The style's
 * keys are React's (`colorScheme`, `--doorline-brand-accent`).
 */
export function themeRootProps(
  theme: ResolvedTheme,
  brand?: Brand,
): { className: string; style: Record<string, string> } {
  return { className: themeClassNames[theme], style: { colorScheme: theme, ...brandStyle(brand) } };
}

/** `colorScheme` → `color-scheme`; custom properties as they are. */
const cssPropertyName = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export interface ThemeProviderProps {
  /** `system` follows the operating system's `prefers-color-scheme`. */
  theme: ThemeName;
  /** The consumer's accent colour, radius and font; the themes derive the rest (README "Theming"). */
  brand?: Brand;
  /** The app, or the part of it that takes this theme. */
  children: ReactNode;
}

/**
 * Puts the theme class and the brand's custom properties on `<html>` so that everything, portals and
 * modals included, reads the theme's variables.
 */
export function ThemeProvider({ theme, brand, children }: ThemeProviderProps) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved: ResolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
  const { accent, radius, fontFamily } = brand ?? {};

  useLayoutEffect(() => {
    const root = document.documentElement;
    const { className, style } = themeRootProps(resolved, { accent, radius, fontFamily });
    root.classList.add(className);
    for (const [key, value] of Object.entries(style)) root.style.setProperty(cssPropertyName(key), value);
    return () => {
      root.classList.remove(className);
      for (const key of Object.keys(style)) root.style.removeProperty(cssPropertyName(key));
    };
  }, [resolved, accent, radius, fontFamily]);

  return <ResolvedThemeContext.Provider value={resolved}>{children}</ResolvedThemeContext.Provider>;
}

/** The theme in effect: `light` or `dark`, with `system` already resolved. */
export function useResolvedTheme(): ResolvedTheme {
  return useContext(ResolvedThemeContext);
}
