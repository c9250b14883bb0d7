import { useId, type ReactNode } from 'react';
import { HeaderTitles } from '../private/HeaderTitles';
import * as styles from './Card.css';

export const cardTones = ['default', 'danger'] as const;
export const cardHeadingLevels = [2, 3] as const;
export type CardTone = (typeof cardTones)[number];
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps {
  /** Names the card's region. Without it the card is a plain box. */
  title?: ReactNode;
  /** `2` for a card directly under the page title, `3` inside a `Section`. */
  headingLevel?: CardHeadingLevel;
  /** A line under the title saying what the card holds. */
  description?: ReactNode;
  /** At the right of the title, e.g. a Change button. */
  actions?: ReactNode;
  /** `danger` marks destructive settings, the spec's 'Danger zone'. */
  tone?: CardTone;
  /** The card's content. */
  children?: ReactNode;
}

/**
 * A bordered box with a title (`headingLevel` 2 or 3), a description, an `actions` slot at the right (a
 * Change button) and a body. With a title it is a named region. `tone="danger"` marks the spec’s ‘Danger
 * zone’ settings.
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  tone = 'default',
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <section
      aria-labelledby={title != null ? titleId : undefined}
      className={`${styles.card} ${styles.tone[tone]}`}
    >
      {hasHeader && (
        <div className={styles.header}>
          <HeaderTitles description={description} actions={actions} styles={styles}>
            {title != null && (
              <Heading id={titleId} className={`${styles.title} ${styles.titleTone[tone]}`}>
                {title}
              </Heading>
            )}
          </HeaderTitles>
        </div>
      )}
      {children != null && <div className={styles.body}>{children}</div>}
    </section>
  );
}
