import type { ReactNode } from 'react';
import * as styles from './Sidebar.css';

export interface SidebarBrandProps {
  /** The product's name, shown at the top of the sidebar. */
  name: string;
  /** Shown after the name in the accent colour, e.g. "CRM". */
  suffix?: string;
  /** A small label under the name, e.g. "v1.0". */
  version?: string;
  /** Square mark shown alone when the sidebar is collapsed; the name's first letter by default. */
  logo?: ReactNode;
}

export function SidebarBrand({ name, suffix, version, logo }: SidebarBrandProps) {
  return (
    <div className={styles.brand}>
      <span className={styles.brandLogo} aria-hidden="true">
        {logo ?? [...name][0]}
      </span>
      <span className={styles.brandText}>
        <span className={styles.brandName}>
          {name}
          {suffix && <span className={styles.brandSuffix}>{suffix}</span>}
        </span>
        {version && <span className={styles.brandVersion}>{version}</span>}
      </span>
    </div>
  );
}
