import type { ReactNode } from 'react';

export interface HeaderTitlesProps {
  /** The header's heading element. */
  children: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The classes of the header's own stylesheet. */
  styles: { titles: string; description: string; actions: string };
}

/** A header's column of heading and description, then its actions at the end (page, section, card). */
export function HeaderTitles({ children, description, actions, styles }: HeaderTitlesProps) {
  return (
    <>
      <div className={styles.titles}>
        {children}
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
}
