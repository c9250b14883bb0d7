import { vars } from '../../themes/contract.css';

/** Outline for `[data-focus-visible]`; an outline survives Windows high-contrast mode, a box-shadow does not. */
export const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the element, for items in scrolling lists that would clip it. */
export const focusRingInset = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
} as const;
