import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRingInset } from '../private/focusRing';
import { visuallyHidden } from '../private/visuallyHidden';
import { flexColumn, flexRow } from '../private/layout';
import { entranceAndExitAnimation, modalBackdrop } from '../private/motion';
import { tooltipSurface } from '../private/popupSurface';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The desktop column; its width animates between expanded and collapsed. */
export const sidebar = style({
  flex: 'none',
  width: vars.size.sidebarWidth,
  height: '100%',
  overflow: 'hidden',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="collapsed"]': { width: vars.size.sidebarWidthCollapsed },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
  },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // Keeps the content at full width while the column shrinks, so labels do not wrap mid-animation.
  width: vars.size.sidebarWidth,
  selectors: {
    [`${sidebar}[data-state="collapsed"] &`]: { width: vars.size.sidebarWidthCollapsed },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  height: vars.size.topBarHeight,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const content = style({
  flex: 1,
  minHeight: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  padding: vars.space.sm,
});

export const footer = style({
  flex: 'none',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

const overlayFadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const overlay = style({ ...modalBackdrop(overlayFadeIn), zIndex: 50 });

export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.size.sidebarWidthMobile,
  maxWidth: 'calc(100vw - 3rem)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  ...entranceAndExitAnimation(slideIn, vars.motion.normal),
});

export const dialog = style({
  height: '100%',
  outline: 'none',
});

export const sheetNav = style([nav, { width: '100%' }]);

export const navList = style({
  ...flexColumn(vars.space.xxs),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  ...flexRow(vars.space.sm),
  height: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingInset,
    '&[data-current]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1rem',
  height: '1rem',
  fontSize: '1rem',
});

// Visually hidden when collapsed, but still the link's accessible name.
export const navLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    [`${sidebar}[data-state="collapsed"] &`]: visuallyHidden,
  },
});

export const tooltip = style({
  ...tooltipSurface,
  fontWeight: vars.fontWeight.medium,
});

export const brand = style({
  ...flexRow(vars.space.sm),
  minWidth: 0,
});

export const brandLogo = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentForeground,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
});

export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    [`${sidebar}[data-state="collapsed"] &`]: visuallyHidden,
  },
});

export const brandName = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const brandSuffix = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.accentText,
});

export const brandVersion = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
