import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The heading level (`1`-`4`) of the element; choose it by the page's outline. */
  level: HeadingLevel;
  /** The heading text. */
  children: ReactNode;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

export function Heading({ level, children, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={`${styles.heading} ${styles.headingLevel[level]}`}>
      {children}
    </Tag>
  );
}
