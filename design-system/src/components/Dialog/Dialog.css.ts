import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { headerDescription, headerTitle, headerTitles } from '../private/headerParts';
import { focusRing, focusRingInset } from '../private/focusRing';
import { modalDialog, modalOverlay, modalPanel } from '../private/modal';
import { quietIconButton, quietIconButtonStates } from '../private/quietIconButton';

const fadeIn = keyframes({ from: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' } });

export const overlay = style({ ...modalOverlay(fadeIn, 'center'), padding: vars.space.lg });

// 500 px wide (spec §9), the full width less the overlay's padding on narrow screens.
export const modal = style(modalPanel('min(31.25rem, 100%)', zoomIn));

export const dialog = style({
  ...modalDialog,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const titles = style({ ...headerTitles, flex: 1, paddingBlockStart: vars.space.xs });

export const title = style({ ...headerTitle, color: vars.color.text });

export const description = style({ ...headerDescription, fontSize: vars.fontSize.md });

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  ...quietIconButton,
  borderRadius: vars.radius.md,
  selectors: {
    ...quietIconButtonStates,
    '&[data-focus-visible]': focusRing,
  },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingInset,
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  selectors: {
    [`${body} + &`]: { borderTop: `1px solid ${vars.color.border}` },
  },
});
