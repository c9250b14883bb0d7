import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { PopupArrow } from '../private/PopupArrow';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** What the tooltip says; keep it short, it is not read on touch screens. */
  content: ReactNode;
  /** A focusable React Aria element (`Button`, `IconButton`, `Link`) that the tooltip describes. */
  children: ReactElement;
  /** Where it shows relative to its trigger, `top` by default. */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before the tooltip opens; keyboard focus opens it at once. */
  delay?: number;
  /** How long it stays after the pointer leaves, in milliseconds. */
  closeDelay?: number;
  /** Never shows the tooltip, e.g. when its trigger already shows the text. */
  isDisabled?: boolean;
}

/**
 * A short hint for a focusable React Aria element (`Button`, `IconButton`, `Link`): it opens after `delay`
 * ms of hover or at once on keyboard focus, and hides on Escape, blur or pointer leave. Never the only
 * place for essential information: touch screens do not show it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 700,
  closeDelay = 0,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <PopupArrow width={10} height={5} className={styles.arrow} />
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
