import { vars } from '../../themes/contract.css';
import { entranceAnimation, modalBackdrop } from './motion';
import { popupSurface } from './popupSurface';

// Plain style fragments (not classes) for a modal over the page (the Dialog, the command palette):
// the dimmed layer, the panel on it and the dialog in the panel. Spread them into `style({...})`; the
// layer's fragment and the panel's bring their motion's selectors, so add none of your own to those.

/** The dimmed layer, fading in with `fadeIn`, the panel centred across and at `alignItems` down (add its `padding`). */
export function modalOverlay(fadeIn: string, alignItems: 'center' | 'flex-start') {
  return {
    ...modalBackdrop(fadeIn),
    zIndex: 900,
    display: 'flex',
    alignItems,
    justifyContent: 'center',
  } as const;
}

/** The raised panel on the layer, `width` wide at most, entering with `entrance`. */
export function modalPanel(width: string, entrance: string) {
  return {
    display: 'flex',
    width,
    maxHeight: '100%',
    ...popupSurface,
    boxShadow: vars.shadow.lg,
    ...entranceAnimation(entrance, vars.motion.normal),
  } as const;
}

/** The dialog element filling the panel: a column that may shrink below its content's height. */
export const modalDialog = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  borderRadius: vars.radius.lg,
  outline: 'none',
} as const;
