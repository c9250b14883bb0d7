import { Box, type BoxProps } from '../Box/Box';
import type { Space } from '../../themes/sprinkles.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'gap'
> {
  /** Space between the children, from the theme's scale; `md` by default. */
  gap?: Space;
  /** Where the children sit across the stack; `stretch` (full width) by default. */
  align?: StackAlignment;
}

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/**
 * Children one under another with a `gap` from the theme’s spacing scale (`md` by default): a form’s
 * fields, a page’s sections. `align` places them across (`stretch` by default). It is a `Box`, so it takes
 * `as`, padding and background too.
 */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box {...props} display="flex" flexDirection="column" gap={gap} alignItems={alignItems[align]} />;
}
