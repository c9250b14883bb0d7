import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

// The price files' import dialog (issue 43, part 2): its list of a file's problems, each on its line.

/** The problems, one a line (the dialog scrolls). */
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});
