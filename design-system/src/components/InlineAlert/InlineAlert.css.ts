import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.info },
  success: {
    background: vars.color.successSoft,
    color: vars.color.successText,
    borderColor: vars.color.success,
  },
  critical: {
    background: vars.color.criticalSoft,
    color: vars.color.criticalText,
    borderColor: vars.color.critical,
  },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.15rem', fontSize: vars.fontSize.md });

export const content = style({ minWidth: 0, overflowWrap: 'anywhere' });
