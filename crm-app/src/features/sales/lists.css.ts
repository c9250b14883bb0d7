import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const toolbarCount = style({ fontWeight: vars.fontWeight.medium, marginInlineEnd: vars.space.sm });

export const subTable = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${subTable} th, ${subTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.md}`,
});

export const subTableHead = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A refusal inside the confirm dialog's description (a `<p>`, so a block-styled span). */
export const dialogError = style({
  display: 'block',
  marginBlockStart: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
});
