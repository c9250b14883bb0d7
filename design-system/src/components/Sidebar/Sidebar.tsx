import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarProvider';

/** The small screen's sheet (a modal), loaded when it first opens (issue 41: `deferred`'s reason). */
let sheetLoaded = false;
const SidebarSheet = /*#__PURE__*/ lazy(() =>
  import('./SidebarSheet').then((module) => {
    sheetLoaded = true;
    return module;
  }),
);

export interface SidebarProps {
  /** Usually a `SidebarBrand`. */
  header?: ReactNode;
  /** Items pinned to the bottom, e.g. a `SidebarNav` with Settings. */
  footer?: ReactNode;
  /** Usually a `SidebarNav`. */
  children: ReactNode;
  /** Names the navigation landmark (and the sheet on mobile). */
  'aria-label': string;
}

/** Whether the content is rendered in the mobile sheet, so items can close it after navigating. */
export const SidebarSheetContext = /*#__PURE__*/ createContext(false);

export function useIsInSidebarSheet(): boolean {
  return useContext(SidebarSheetContext);
}

/**
 * The navigation column: 16rem, collapsible to 3rem of icons; below 768px a sheet sliding in from
 * the left, with focus trapped inside and Escape or a click outside closing it.
 */
export function Sidebar({ header, footer, children, 'aria-label': ariaLabel }: SidebarProps) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  const content = (
    <>
      {header && <div className={styles.header}>{header}</div>}
      <div className={styles.content}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );

  if (isMobile) {
    // The sheet's code loads when it first opens; once there it stays rendered, to play its exit.
    if (!openMobile && !sheetLoaded) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet isOpen={openMobile} onOpenChange={setOpenMobile} aria-label={ariaLabel}>
          <SidebarSheetContext.Provider value={true}>
            <nav aria-label={ariaLabel} className={styles.sheetNav}>
              {content}
            </nav>
          </SidebarSheetContext.Provider>
        </SidebarSheet>
      </Suspense>
    );
  }

  return (
    <div className={styles.sidebar} data-state={open ? 'expanded' : 'collapsed'}>
      <nav aria-label={ariaLabel} className={styles.nav}>
        {content}
      </nav>
    </div>
  );
}
