import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { HeaderTitles } from '../private/HeaderTitles';
import * as styles from './Section.css';

export const sectionHeadingLevels = [2, 3] as const;
export type SectionHeadingLevel = (typeof sectionHeadingLevels)[number];

export interface SectionProps {
  /** Names the section's region, e.g. 'Quote information'. */
  title: ReactNode;
  /** The level of the title's heading element (`h2`…), to fit the page's outline; the look does not change. */
  headingLevel?: SectionHeadingLevel;
  /** A line under the section's title saying what it holds. */
  description?: ReactNode;
  /** At the right of the title, e.g. a Change or Set button. */
  actions?: ReactNode;
  /** The section's content: text, a definition list or `Card`s (with `headingLevel` one deeper). */
  children: ReactNode;
}

/**
 * A titled group of content on a detail page (‘Quote information’, ‘Dealer information’, ‘Customer
 * contacts’), with an optional description and actions. Put `Card`s inside with `headingLevel` one deeper
 * than the section’s.
 */
export function Section({ title, headingLevel = 2, description, actions, children }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.header}>
        <HeaderTitles description={description} actions={actions} styles={styles}>
          <Heading level={headingLevel} id={titleId}>
            {title}
          </Heading>
        </HeaderTitles>
      </div>
      <div className={styles.content}>{children}</div>
    </section>
  );
}
