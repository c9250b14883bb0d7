import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { cardSurface } from '../private/cardSurface';
import { focusRing } from '../private/focusRing';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({
  ...cardSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  // A long word (a status in Russian) breaks rather than leave a narrow card.
  overflowWrap: 'anywhere',
});

export const value = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const valueTone = styleVariants({
  neutral: { color: vars.color.text },
  accent: { color: vars.color.accentText },
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  critical: { color: vars.color.criticalText },
});

export const valueLink = style({
  borderRadius: vars.radius.sm,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.15em',
  textDecorationThickness: '2px',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': focusRing,
  },
});

export const trend = style({ fontSize: vars.fontSize.sm });

export const trendTone = styleVariants({
  neutral: { color: vars.color.textMuted },
  success: { color: vars.color.successText },
  critical: { color: vars.color.criticalText },
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
