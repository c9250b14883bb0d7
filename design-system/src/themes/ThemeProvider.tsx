import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useMediaQuery } from '../components/private/useMediaQuery';
import { darkTheme, lightTheme } from './themes.css';
// Imported here as well as in index.ts: bundlers skip a side-effect-free index's own imports.
import './global.css';

export const themeNames = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof themeNames)[number];
export type ResolvedTheme = Exclude<ThemeName, 'system'>;

const themeClassNames: Record<ResolvedTheme, string> = { light: lightTheme, dark: darkTheme };

const ResolvedThemeContext = /*#__PURE__*/ createContext<ResolvedTheme>('light');

export interface ThemeProviderProps {
  /** `system` follows the operating system's `prefers-color-scheme`. */
  theme: ThemeName;
  children: ReactNode;
}

/**
 * Puts the theme class on `<html>` so that everything, portals and modals included, reads the
 * theme's variables.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved: ResolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

  useLayoutEffect(() => {
    const root = document.documentElement;
    const className = themeClassNames[resolved];
    root.classList.add(className);
    root.style.colorScheme = resolved;
    return () => {
      root.classList.remove(className);
      root.style.colorScheme = '';
    };
  }, [resolved]);

  return <ResolvedThemeContext.Provider value={resolved}>{children}</ResolvedThemeContext.Provider>;
}

/** The theme in effect: `light` or `dark`, with `system` already resolved. */
export function useResolvedTheme(): ResolvedTheme {
  return useContext(ResolvedThemeContext);
}
