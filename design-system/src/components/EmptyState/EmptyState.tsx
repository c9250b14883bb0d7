import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  /** What is empty, e.g. "No quotes yet". */
  title: ReactNode;
  /** What to do about it, e.g. how to create the first one. */
  description?: ReactNode;
  /** A decorative icon (it is hidden from screen readers). */
  icon?: ReactNode;
  /** A Button or Link that gets the user going, e.g. 'Create dealer'. */
  action?: ReactNode;
  /** The level of the title's heading element (`h2`…), to fit the page's outline; the look does not change. */
  headingLevel?: EmptyStateHeadingLevel;
}

/**
 * What a list or page shows when it has nothing yet: an optional decorative icon, a title (a heading,
 * `headingLevel` 3 by default), a description and an action such as a Create button.
 */
export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.emptyState}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
