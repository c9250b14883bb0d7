import { vars } from '../../themes/contract.css';

/** A key as it is drawn (a keyboard shortcut, a hint): a small framed cap. Spread it into `style({...})`. */
export const keyCap = {
  paddingBlock: 1,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
} as const;
