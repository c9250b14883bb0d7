import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

// The import wizard's own shapes (issue 42): what the design system's layout primitives cannot
// express, a drop zone, a progress bar and the line of steps.

export const wizard = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The steps, numbered, in one line that wraps on a phone; the current one in the accent. */
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.medium,
  },
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[aria-current="step"]::before': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentForeground,
    },
    '&[data-done]::before': { background: vars.color.accentSoft, borderColor: vars.color.accentSoft },
  },
});

/** Where a file is dropped or chosen: a dashed frame, in the accent while a file is over it. */
export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const dropText = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A progress bar's label above its track. */
export const progress = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const progressTrack = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
});

const sweep = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

/** The bar of a progress whose end is not known: a stretch of it sweeps across the track. */
export const progressFill = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '40%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  animation: `${sweep} 1.2s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      insetInlineStart: 0,
      inlineSize: '100%',
      opacity: 0.6,
    },
  },
});

/** The file read, and the way to choose another, in one line above the steps' cards. */
export const fileLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const fileName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** The fields' selects: side by side while they fit at 14rem, one under another on a phone. */
export const mapping = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

/** The list's own options (whose customers), above the fields, at a field's width. */
export const options = style({ maxWidth: '28rem' });

/** A preview column's header: the file's heading, and the field it fills under it. */
export const previewHeading = style({ display: 'grid', gap: vars.space.xxs });

export const previewTarget = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.accentText,
});

export const previewUnused = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

/** A cell of the preview: as the file has it, cut to a line's width. */
export const previewCell = style({
  display: 'block',
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A step's buttons: Back at the start, the next step's at the end; wrapping on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const actionsEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** A problem's value: a field wide enough for an e-mail address. */
export const valueCell = style({ minWidth: '12rem', maxWidth: '20rem' });

export const problemText = style({ color: vars.color.criticalText, whiteSpace: 'normal', minWidth: '9rem' });
