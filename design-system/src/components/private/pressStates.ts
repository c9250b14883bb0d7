import { vars } from '../../themes/contract.css';

// Plain style fragments (not classes) for the states of small pressable parts; spread them into `selectors`.

/** The soft fill of a pressable with no fill of its own (icon button, page button, calendar day): under the pointer, deeper while pressed. */
export const pressFill = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
  '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
} as const;

/** A disabled pressable or item: faded, and the pointer says it cannot be used. */
export const fadedDisabled = { opacity: 0.5, cursor: 'not-allowed' } as const;
