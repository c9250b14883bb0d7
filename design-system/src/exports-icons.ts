// The package's icons, a public API since issue 29 (an icon gallery lists them: Foundations/Icons).
// Outline icons in the Lucide style (24px grid, 2px stroke), each its own module and marked pure, so
// an app's chunks carry only the icons they render.
export * from './components/private/icons';
export type { IconProps } from './components/private/icons/icon';
