import { vars } from '../../themes/contract.css';

// Plain style fragments (not classes) for a popup's or an overlay's motion, left out for people who
// ask for reduced motion; spread them into a `style({...})` that has no selectors of its own.

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Plays `keyframes` over `duration` as the element enters. */
export function entranceAnimation(keyframes: string, duration: string) {
  return {
    selectors: { '&[data-entering]': { animation: `${keyframes} ${duration} ${vars.motion.easing}` } },
    '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
  };
}

/** Plays `keyframes` over `duration` as the element enters, and quickly backwards as it leaves. */
export function entranceAndExitAnimation(keyframes: string, duration: string) {
  return {
    selectors: {
      '&[data-entering]': { animation: `${keyframes} ${duration} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${keyframes} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
    },
  };
}

/** The dimmed layer over the page behind a modal (a dialog, the mobile sidebar): it fades in with `fadeIn` and out again. */
export function modalBackdrop(fadeIn: string) {
  return {
    position: 'fixed',
    inset: 0,
    backgroundColor: vars.color.overlay,
    ...entranceAndExitAnimation(fadeIn, vars.motion.normal),
  } as const;
}
