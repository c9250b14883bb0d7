import { Box, type BoxProps } from '../Box/Box';
import type { Space } from '../../themes/sprinkles.css';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
export type InlineJustification = (typeof inlineJustifications)[number];

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'gap'
> {
  /** Space between the children, from the theme's scale; `sm` by default. */
  gap?: Space;
  /** Vertical alignment of the children; `center` by default. */
  align?: InlineAlignment;
  /** Horizontal distribution; `start` by default, `between` pushes the first and last apart. */
  justify?: InlineJustification;
  /** Whether children move to a new line when they do not fit; true by default. */
  wrap?: boolean;
}

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

/**
 * Children side by side with a `gap` from the theme’s spacing scale (`sm` by default), wrapping onto new
 * lines when they do not fit (`wrap={false}` keeps one line): a row of buttons, a toolbar. `align` places
 * them vertically (`center`), `justify` along the row (`between` pushes the first and the last apart).
 */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
    />
  );
}
