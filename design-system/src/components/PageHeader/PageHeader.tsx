import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { HeaderTitles } from '../private/HeaderTitles';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's `<h1>`. The app sets `document.title` itself. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Before the title, usually the app's back button. */
  back?: ReactNode;
  /** Buttons at the right end; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Above the title, e.g. breadcrumbs. */
  breadcrumbs?: ReactNode;
  /** Below the title and description, e.g. a status badge and dates. */
  meta?: ReactNode;
  /** Id of the `<h1>`, for `aria-labelledby` on the page's region. */
  titleId?: string;
}

/**
 * The top of every page: an `<h1>` title, an optional description, the app’s back button in `back`, buttons
 * in `actions` (they wrap under the title on narrow screens), and `breadcrumbs` or `meta` slots. It sets
 * nothing global: the app sets `document.title`.
 */
export function PageHeader({
  title,
  description,
  back,
  actions,
  breadcrumbs,
  meta,
  titleId,
}: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      {breadcrumbs && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
      <div className={styles.row}>
        {back && <div className={styles.back}>{back}</div>}
        <HeaderTitles description={description} actions={actions} styles={styles}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
        </HeaderTitles>
      </div>
      {meta && <div className={styles.meta}>{meta}</div>}
    </div>
  );
}
