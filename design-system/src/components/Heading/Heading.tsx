import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
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
