// A visible placeholder for the layout stories only; nothing here is exported from the package.
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';

/** A small tile that shows where a layout places its children. */
export function Tile({ children, grow = false }: { children: ReactNode; grow?: boolean }) {
  return (
    <Box padding="sm" paddingX="md" borderRadius="md" backgroundColor="surfaceMuted" flexGrow={grow ? 1 : 0}>
      {children}
    </Box>
  );
}

/** The pixel value of a token as the browser resolves it, e.g. `md` -> 12. */
export function pixels(value: string): number {
  return Number.parseFloat(value) || 0;
}
