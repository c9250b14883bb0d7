import type { ReactElement } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Sidebar.css';

export interface SidebarNavTooltipProps {
  label: string;
  /** The nav item's link. */
  children: ReactElement;
}

/** A nav item's link with its name in a tooltip beside the collapsed rail (`SidebarNavItem`). */
export default function SidebarNavTooltip({ label, children }: SidebarNavTooltipProps) {
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <Tooltip placement="end" offset={10} className={styles.tooltip}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
