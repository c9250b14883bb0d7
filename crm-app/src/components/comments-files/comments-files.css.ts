// The comments' and files' lists (a record's tabs, a customer's, issue 42).
import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const commentText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** A person a comment mentions, `@Name` in its text (issue 40). */
export const mention = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const fileName = style({
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hiddenInput = style({ display: 'none' });
