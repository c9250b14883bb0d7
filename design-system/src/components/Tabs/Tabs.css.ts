import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { flexColumn } from '../private/layout';
import { fadedDisabled } from '../private/pressStates';

export const tabs = style({
  ...flexColumn(vars.space.lg),
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // Many tabs scroll sideways on narrow screens instead of wrapping into a second row.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  height: vars.size.controlMd,
  paddingInline: vars.space.md,
  marginBlockEnd: '-1px',
  border: 'none',
  borderBottom: '2px solid transparent',
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    // A tab of `Tabs` is selected; a link of `RouteTabs` leads to the current page.
    '&[data-selected], &[aria-current="page"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.accent,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-disabled]': { ...fadedDisabled, backgroundColor: 'transparent' },
  },
});

export const tabPanel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
