import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import type { StatusTone } from './statusTone';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '1.375rem',
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: '0.375rem',
  height: '0.375rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

const palette: Record<StatusTone, { background: string; color: string }> = {
  neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
  info: { background: vars.color.infoSoft, color: vars.color.infoText },
  success: { background: vars.color.successSoft, color: vars.color.successText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningText },
  critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
  accent: { background: vars.color.accentSoft, color: vars.color.accentText },
};

export const tone = styleVariants(palette, ({ background, color }) => ({
  backgroundColor: background,
  color,
  // The soft fills are close to the page colour; a border of the text colour keeps the pill's shape.
  borderColor: `color-mix(in srgb, ${color} 22%, transparent)`,
}));
