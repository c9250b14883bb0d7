import type { ReactElement, ReactNode } from 'react';

export const popoverPlacements = ['top', 'bottom', 'left', 'right', 'bottom start', 'bottom end'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

/** Content, or a function of `close` for content that closes the popover itself (after saving). */
export type PopoverContent = ReactNode | ((renderProps: { close: () => void }) => ReactNode);

export interface PopoverProps {
  /** The button that opens the popover, e.g. a small 'Change' button. */
  trigger: ReactElement;
  /** Names the popover's dialog; without it pass `aria-label`. */
  title?: ReactNode;
  /** Names the popover's dialog for screen readers. */
  'aria-label'?: string;
  /** Where it opens relative to its trigger, `bottom` by default; it flips when there is no room. */
  placement?: PopoverPlacement;
  /** The popover's content, or a function that takes `{ close }` and returns it. */
  children: PopoverContent;
  /** Whether it is open, when the parent owns the state (controlled). */
  isOpen?: boolean;
  /** Whether it starts open, when the popover owns the state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `true` when it opens and `false` when it closes. */
  onOpenChange?: (isOpen: boolean) => void;
}
