import './themes/global.css';

export { vars } from './themes/contract.css';
export { lightTheme, darkTheme } from './themes/themes.css';
export { ThemeProvider, useResolvedTheme, themeNames, themeRootProps } from './themes/ThemeProvider';
export { brandVars } from './themes/brand';
export type { Brand } from './themes/brand';
export type { ThemeProviderProps, ThemeName, ResolvedTheme } from './themes/ThemeProvider';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  formatBadgeCount,
} from './components/IconButton/IconButton';
export type { IconButtonProps, IconButtonVariant, IconButtonSize } from './components/IconButton/IconButton';
export { TextField, textFieldTypes } from './components/TextField/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField/TextField';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { ToggleButton } from './components/ToggleButton/ToggleButton';
export type { ToggleButtonProps } from './components/ToggleButton/ToggleButton';
export { ButtonLink } from './components/ButtonLink/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { Heading, headingLevels } from './components/Heading/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading';
export { Text, textTones, textSizes } from './components/Text/Text';
export type { TextProps, TextTone, TextSize } from './components/Text/Text';
export { Avatar, avatarSizes } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { initials } from './components/Avatar/initials';
export { AvatarMenu, avatarMenuItemTones } from './components/AvatarMenu/AvatarMenu';
export type { AvatarMenuProps, AvatarMenuItem, AvatarMenuItemTone } from './components/AvatarMenu/AvatarMenu';

export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps } from './components/AppShell/AppShell';
export { TopBar } from './components/TopBar/TopBar';
export type { TopBarProps } from './components/TopBar/TopBar';
export { SidebarProvider, useSidebar, SIDEBAR_MOBILE_QUERY } from './components/Sidebar/SidebarProvider';
export type { SidebarProviderProps, SidebarState } from './components/Sidebar/SidebarProvider';
export { Sidebar } from './components/Sidebar/Sidebar';
export type { SidebarProps } from './components/Sidebar/Sidebar';
export { SidebarNav, SidebarNavItem } from './components/Sidebar/SidebarNav';
export type { SidebarNavProps, SidebarNavItemProps } from './components/Sidebar/SidebarNav';
export { SidebarBrand } from './components/Sidebar/SidebarBrand';
export type { SidebarBrandProps } from './components/Sidebar/SidebarBrand';
export { SidebarTrigger } from './components/Sidebar/SidebarTrigger';
export type { SidebarTriggerProps } from './components/Sidebar/SidebarTrigger';
export { SIDEBAR_COOKIE_NAME, SIDEBAR_COOKIE_MAX_AGE } from './components/Sidebar/sidebarCookie';

export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';

export { Toaster } from './components/Toast/Toaster';
export type { ToasterProps } from './components/Toast/Toaster';
export {
  toast,
  toastQueue,
  toastTones,
  TOAST_TIMEOUT_MS,
  MAX_VISIBLE_TOASTS,
} from './components/Toast/toastQueue';
export type { ToastTone, ToastContent } from './components/Toast/toastQueue';
export { InlineAlert, inlineAlertTones } from './components/InlineAlert/InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './components/InlineAlert/InlineAlert';

export * from './exports-layout';
export * from './exports-inputs';
export * from './exports-pickers';
export * from './exports-data';
export * from './exports-overlays';
export * from './exports-icons';
