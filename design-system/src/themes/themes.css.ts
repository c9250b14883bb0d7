import { createTheme, createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { brandVars } from './brand';
import { vars } from './contract.css';

/**
 * The brand inputs (docs/decisions.md "Issue 29: the package for other products"): the themes read
 * the consumer's `--doorline-brand-*` properties and derive the accent family, the radius scale and
 * the font from them. Without them every token keeps Doorline's own value, exactly: a derived value
 * is an intermediate custom property that refers to the brand property without a fallback, so while
 * the brand property is unset it is invalid, and the token falls back to Doorline's value.
 */
const brand = (name: keyof typeof brandVars, fallback: string) => `var(${brandVars[name]}, ${fallback})`;
const derived = {
  accentHover: createVar(),
  accentPressed: createVar(),
  accentText: createVar(),
  accentSoft: createVar(),
  accentForeground: createVar(),
  focusRing: createVar(),
  radiusSm: createVar(),
  radiusLg: createVar(),
};
const accent = `var(${brandVars.accent})`;
/** `mix(20, 'white')`: the brand accent with 20 % of white (or black) in it. */
const mix = (percent: number, other: string) => `color-mix(in oklab, ${accent}, ${other} ${percent}%)`;
/** Whichever of black and white reads better on the brand accent (by its lightness). */
const readableOnAccent = `oklch(from ${accent} clamp(0, (0.7 - l) * 1000, 1) 0 0)`;
/** The derived value while the brand is set, Doorline's own otherwise. */
const derivedOr = (variable: string, fallback: string) => fallbackVar(variable, fallback);

// Everything but colour and shadow is shared by both themes.
const shared = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  // The brand radius is the middle step (`md`); the small and large steps are ⅔ and 4⁄3 of it.
  radius: {
    sm: derivedOr(derived.radiusSm, '0.25rem'),
    md: brand('radius', '0.375rem'),
    lg: derivedOr(derived.radiusLg, '0.5rem'),
    full: '9999px',
  },
  font: {
    family: brand(
      'font',
      "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    ),
    familyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.25rem',
    controlLg: '2.5rem',
    sidebarWidth: '16rem',
    sidebarWidthMobile: '18rem',
    sidebarWidthCollapsed: '3rem',
    topBarHeight: '3.5rem',
    focusRingWidth: '2px',
    // Every dropdown (menus, selects, look-ups), whatever opened it: docs/spec.md §9.
    dropdownWidth: '200px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#fafafa',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#f4f4f5',
    surfaceHover: '#ececef',
    border: '#e4e4e7',
    borderStrong: '#8b8b94',
    text: '#18181b',
    textMuted: '#5b5b64',
    accent: brand('accent', '#1d4ed8'),
    accentHover: derivedOr(derived.accentHover, '#1e40af'),
    accentPressed: derivedOr(derived.accentPressed, '#1e3a8a'),
    accentForeground: derivedOr(derived.accentForeground, '#ffffff'),
    accentText: derivedOr(derived.accentText, '#1d4ed8'),
    accentSoft: derivedOr(derived.accentSoft, '#e8eefc'),
    critical: '#b91c1c',
    criticalHover: '#991b1b',
    criticalPressed: '#7f1d1d',
    criticalForeground: '#ffffff',
    criticalText: '#b91c1c',
    criticalSoft: '#fef2f2',
    success: '#15803d',
    successText: '#166534',
    successSoft: '#f0fdf4',
    warning: '#b45309',
    warningText: '#92400e',
    warningSoft: '#fffbeb',
    info: '#0369a1',
    infoText: '#075985',
    infoSoft: '#f0f9ff',
    neutralText: '#3f3f46',
    neutralSoft: '#f4f4f5',
    focusRing: derivedOr(derived.focusRing, '#2563eb'),
    overlay: 'rgba(9, 9, 11, 0.45)',
  },
  shadow: {
    sm: '0 1px 2px rgba(9, 9, 11, 0.06)',
    md: '0 4px 12px rgba(9, 9, 11, 0.08), 0 1px 3px rgba(9, 9, 11, 0.06)',
    lg: '0 12px 32px rgba(9, 9, 11, 0.16)',
  },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0c0c0e',
    surface: '#131316',
    surfaceRaised: '#1a1a1e',
    surfaceMuted: '#1f1f23',
    surfaceHover: '#27272b',
    border: '#2a2a2f',
    borderStrong: '#6e6e78',
    text: '#f4f4f5',
    textMuted: '#a1a1aa',
    accent: brand('accent', '#2563eb'),
    accentHover: derivedOr(derived.accentHover, '#1d4ed8'),
    accentPressed: derivedOr(derived.accentPressed, '#1e40af'),
    accentForeground: derivedOr(derived.accentForeground, '#ffffff'),
    accentText: derivedOr(derived.accentText, '#8fb3ff'),
    accentSoft: derivedOr(derived.accentSoft, '#172347'),
    critical: '#dc2626',
    criticalHover: '#b91c1c',
    criticalPressed: '#991b1b',
    criticalForeground: '#ffffff',
    criticalText: '#fb8a8a',
    criticalSoft: '#2d1416',
    success: '#22c55e',
    successText: '#86efac',
    successSoft: '#0f2a1a',
    warning: '#f59e0b',
    warningText: '#fcd34d',
    warningSoft: '#2b1d08',
    info: '#0ea5e9',
    infoText: '#7dd3fc',
    infoSoft: '#0b2233',
    neutralText: '#d4d4d8',
    neutralSoft: '#27272a',
    focusRing: derivedOr(derived.focusRing, '#60a5fa'),
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.4)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

// The derived values, on the element that carries the theme class (and the brand properties). Each
// mix is the one that comes nearest Doorline's own colour from Doorline's accent (an RGB distance of
// 18 at most: docs/decisions.md "Issue 29: the package for other products").
const radiusScale = {
  [derived.radiusSm]: `calc(var(${brandVars.radius}) * 2 / 3)`,
  [derived.radiusLg]: `calc(var(${brandVars.radius}) * 4 / 3)`,
};
globalStyle(`.${lightTheme}`, {
  vars: {
    ...radiusScale,
    [derived.accentHover]: mix(14, 'black'),
    [derived.accentPressed]: mix(26, 'black'),
    [derived.accentText]: accent,
    [derived.accentSoft]: mix(90, 'white'),
    [derived.accentForeground]: readableOnAccent,
    [derived.focusRing]: mix(8, 'white'),
  },
});
globalStyle(`.${darkTheme}`, {
  vars: {
    ...radiusScale,
    [derived.accentHover]: mix(8, 'black'),
    [derived.accentPressed]: mix(20, 'black'),
    [derived.accentText]: mix(50, 'white'),
    [derived.accentSoft]: mix(70, '#0c0c0e'),
    [derived.accentForeground]: readableOnAccent,
    [derived.focusRing]: mix(30, 'white'),
  },
});
