import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { modalDialog, modalOverlay, modalPanel } from '../private/modal';
import { listItemStates } from '../private/popupSurface';
import { quietIconButton, quietIconButtonStates } from '../private/quietIconButton';
import { keyCap } from '../private/keyCap';
import { visuallyHidden } from '../private/visuallyHidden';

/** Phones (the sidebar's breakpoint): an item's statuses go under its text. */
const narrow = '(max-width: 767.98px)';

const fadeIn = keyframes({ from: { opacity: 0 } });
const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem) scale(0.98)' } });

export const overlay = style({
  ...modalOverlay(fadeIn, 'flex-start'),
  // Near the top, where the eye is after pressing the shortcut; the whole width less a margin on phones.
  padding: `min(12vh, 6rem) ${vars.space.md} ${vars.space.md}`,
});

export const modal = style(modalPanel('min(40rem, 100%)', dropIn));

export const dialog = style(modalDialog);

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: '1.125rem' });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.size.controlLg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  '@media': { [narrow]: { fontSize: vars.fontSize.md } },
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The clear button replaces the browsers' own cancel and decoration glyphs.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const spinner = style({ display: 'inline-flex', color: vars.color.textMuted, fontSize: '1rem' });

export const clear = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  ...quietIconButton,
  borderRadius: vars.radius.md,
  selectors: {
    ...quietIconButtonStates,
    '&[data-focus-visible]': focusRing,
    '[data-empty] &': { visibility: 'hidden' },
  },
});

export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  maxHeight: 'min(28rem, 60vh)',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const section = style({
  selectors: { '& + &': { marginBlockStart: vars.space.xs } },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...listItemStates,
    // The item the arrow keys are on, while the field keeps the focus (virtual focus).
    '&[data-focused]': { backgroundColor: vars.color.accentSoft },
  },
});

export const itemIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '1rem',
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const itemLabel = style({
  ...oneLine,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const itemDescription = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
  maxWidth: '50%',
  '@media': {
    [narrow]: {
      flexBasis: '100%',
      maxWidth: 'none',
      justifyContent: 'flex-start',
      // Under the text, past the icon.
      paddingInlineStart: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
    },
  },
});

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const hidden = style(visuallyHidden);

/** A key in the palette's footer hints (`↑`, `Enter`, `Esc`). */
export const key = style(keyCap);

export const hint = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const footerNote = style({ flexBasis: '100%', margin: 0 });
