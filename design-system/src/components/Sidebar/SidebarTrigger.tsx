import { IconButton } from '../IconButton/IconButton';
import { PanelLeftIcon } from '../private/icons';
import { useSidebar } from './SidebarProvider';

export interface SidebarTriggerProps {
  /** Accessible name of the button. */
  label?: string;
}

/** Collapses or expands the sidebar on desktop and opens the sheet on mobile. */
export function SidebarTrigger({ label = 'Toggle sidebar' }: SidebarTriggerProps) {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  return (
    <IconButton
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      icon={<PanelLeftIcon />}
      onPress={toggle}
      size="sm"
    />
  );
}
