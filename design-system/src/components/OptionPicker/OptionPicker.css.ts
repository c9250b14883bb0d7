import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { flexColumn } from '../private/layout';
import { checkboxBox, checkboxBoxStates, toggleMark } from '../private/toggleLabel';

export const checkboxGroup = style({ ...flexColumn(vars.space.xs) });

export const options = style({
  ...flexColumn(vars.space.sm),
  paddingBlock: vars.space.xxs,
});

// The whole row is the option's label: a click anywhere on it chooses it.
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

// What is dimmed on a disabled option: its mark, name and price; the reason stays fully legible.
const dimmedWhenDisabled = {
  [`${option}[data-disabled] &`]: { opacity: 0.6 },
} as const;

export const radioMark = style({
  ...toggleMark,
  borderRadius: vars.radius.full,
  transition: `border-color ${vars.motion.fast}, border-width ${vars.motion.fast}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    // A thick ring in the accent colour leaves the centre as the dot.
    [`${option}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.3125rem' },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.criticalText },
    [`${option}[data-focus-visible] &`]: focusRing,
    ...dimmedWhenDisabled,
  },
});

export const checkboxMark = style({
  ...checkboxBox,
  ...toggleMark,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    ...checkboxBoxStates(option),
    [`${option}[data-invalid] &`]: { borderColor: vars.color.criticalText },
    ...dimmedWhenDisabled,
  },
});

export const body = style({
  ...flexColumn(vars.space.xxs),
  flex: 1,
  minWidth: 0,
});

// The name and the price on one line; a long name wraps and the price keeps to the end.
export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: dimmedWhenDisabled,
});

export const code = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const price = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: dimmedWhenDisabled,
});

export const reason = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  marginBlockStart: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noteTone = styleVariants({
  info: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningText },
});

export const noteIcon = style({ flexShrink: 0, marginBlockStart: '0.2em' });
