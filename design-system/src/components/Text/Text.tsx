import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textTones = ['default', 'muted', 'critical'] as const;
export const textSizes = ['sm', 'md', 'lg'] as const;
export type TextTone = (typeof textTones)[number];
export type TextSize = (typeof textSizes)[number];

export interface TextProps {
  /** The text, with inline elements if needed. */
  children: ReactNode;
  /** `default` text, `muted` for secondary text, or `critical` for an error. */
  tone?: TextTone;
  /** The font size from the type scale: `sm`, `md` (the default) or `lg`. */
  size?: TextSize;
  /** `span` for text inside a line, `p` (the default) for a paragraph. */
  as?: 'p' | 'span';
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

export function Text({ children, tone = 'default', size = 'md', as: Tag = 'p', id }: TextProps) {
  return (
    <Tag id={id} className={`${styles.text} ${styles.textTone[tone]} ${styles.textSize[size]}`}>
      {children}
    </Tag>
  );
}
