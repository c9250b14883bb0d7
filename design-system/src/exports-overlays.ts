// Public exports of the overlays components; src/index.ts re-exports this list.
export { Dialog, dialogRoles } from './components/Dialog/Dialog';
export type { DialogProps, DialogRole, DialogContent } from './components/Dialog/Dialog';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './components/ConfirmDialog/ConfirmDialog';
export { Popover, popoverPlacements } from './components/Popover/Popover';
export type { PopoverProps, PopoverPlacement, PopoverContent } from './components/Popover/Popover';
export { MenuButton, menuButtonVariants, menuButtonSizes, menuItemTones } from './components/Menu/MenuButton';
export type {
  MenuButtonProps,
  MenuButtonItem,
  MenuButtonSection,
  MenuButtonVariant,
  MenuButtonSize,
  MenuItemTone,
} from './components/Menu/MenuButton';
export { Tooltip, tooltipPlacements } from './components/Tooltip/Tooltip';
export type { TooltipProps, TooltipPlacement } from './components/Tooltip/Tooltip';
export { CommandPalette } from './components/CommandPalette/CommandPalette';
export type {
  CommandPaletteProps,
  CommandPaletteItem,
  CommandPaletteSection,
  CommandPaletteBadge,
  CommandPaletteHint,
} from './components/CommandPalette/CommandPalette';
export { CommandPaletteTrigger } from './components/CommandPalette/CommandPaletteTrigger';
export type { CommandPaletteTriggerProps } from './components/CommandPalette/CommandPaletteTrigger';
