import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../private/useMediaQuery';
import { readSidebarCookie, sidebarCookie } from './sidebarCookie';

/** Below this width the sidebar becomes a slide-in sheet. */
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767.98px)';
export const SIDEBAR_SHORTCUT_KEY = 'b';

export interface SidebarState {
  /** Desktop: expanded (`true`) or collapsed to icons (`false`). Saved in the `sidebar_state` cookie. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Toggles the sheet on mobile and the collapse on desktop. */
  toggle: () => void;
}

const SidebarContext = /*#__PURE__*/ createContext<SidebarState | null>(null);

export interface SidebarProviderProps {
  /** Initial desktop state; when omitted it is read from the `sidebar_state` cookie (expanded if none). */
  defaultOpen?: boolean;
  /** The `AppShell` (or the part of the app) whose sidebar this state drives. */
  children: ReactNode;
}

export function SidebarProvider({ defaultOpen, children }: SidebarProviderProps) {
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY);
  const [open, setOpenState] = useState(
    () =>
      defaultOpen ??
      (typeof document === 'undefined' ? undefined : readSidebarCookie(document.cookie)) ??
      true,
  );
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = sidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey
      ) {
        // Browsers bind ctrl/cmd+b to bookmarks.
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** The sidebar's state; must be used inside `SidebarProvider` (or `AppShell`). */
export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider> or <AppShell>.');
  return context;
}

/** `null` outside a provider, for components that supply one when missing. */
export function useOptionalSidebar(): SidebarState | null {
  return useContext(SidebarContext);
}

/** Whether the desktop sidebar is collapsed to icons (never on mobile, where the sheet is always full width). */
export function useSidebarCollapsed(): boolean {
  const { open, isMobile } = useSidebar();
  return !isMobile && !open;
}
