import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inlineFlexRow } from '../private/layout';

export const frame = style({
  position: 'relative',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
});

const whileUpdating = `${frame}[data-state="updating"]`;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  paddingBlockEnd: vars.space.sm,
  textAlign: 'start',
});

export const captionText = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

// A line's label and amount share a baseline, the detail under the label.
export const lineHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: `0 ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'baseline',
  overflowWrap: 'anywhere',
});

export const label = style({ display: 'block' });

export const detail = style({
  display: 'block',
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  textAlign: 'end',
  verticalAlign: 'baseline',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The last price stays on screen, quieter, until the new one comes.
    [`${whileUpdating} &`]: { color: vars.color.textMuted },
  },
});

export const tone = styleVariants({
  default: {},
  discount: { color: vars.color.successText },
  muted: { color: vars.color.textMuted },
});

export const totalRow = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const totalLabel = style({
  paddingBlockStart: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const totalAmount = style({
  paddingBlockStart: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const unavailable = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const unavailableIcon = style({ flexShrink: 0, marginBlockStart: '0.2em' });

// On the caption's line, at the frame's end.
export const updating = style({
  ...inlineFlexRow(vars.space.xs),
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});
