import { useId, useLayoutEffect, useRef } from 'react';
import { Button as AriaButton, Label, LabelContext } from 'react-aria-components';
import { deferred } from '../private/deferred';
import { ChevronDownIcon, ChevronRightIcon } from '../private/icons';
import { ChevronLeftIcon } from '../private/icons';
import { defaultLimitOptions, hasNextPage, pageCountOf, pageItems } from './pager';
import type { PagerLimitProps } from './PagerLimit';
import * as styles from './Pager.css';

/**
 * The page size's select until it is first used: its label and its button with the size, named the
 * same way (`PagerLimit`).
 */
function PagerLimitStandIn({ label, limit, isDisabled }: PagerLimitProps) {
  const ids = { label: useId(), value: useId() };
  return (
    <div className={styles.limitField} data-disabled={isDisabled || undefined}>
      <LabelContext.Provider value={{ id: ids.label, elementType: 'span' }}>
        <Label className={styles.limitLabel}>{label}</Label>
      </LabelContext.Provider>
      <AriaButton
        aria-labelledby={`${ids.value} ${ids.label}`}
        isDisabled={isDisabled}
        className={styles.limitTrigger}
      >
        <span id={ids.value} className="react-aria-SelectValue">
          {limit}
        </span>
        <ChevronDownIcon className={styles.limitChevron} />
      </AriaButton>
    </div>
  );
}

/** The page size's select, loaded when first used (`deferred`). */
const PagerLimit = /*#__PURE__*/ deferred<PagerLimitProps>(
  () => import('./PagerLimit'),
  (props) => <PagerLimitStandIn {...props} />,
  'listbox',
);

export interface PagerStrings {
  /** Label of the page-size selector. */
  show: string;
  previous: string;
  next: string;
  /** Accessible name of a page-number button. */
  page: (page: number) => string;
  /** Accessible name of the `<nav>` landmark. */
  pagination: string;
}

const defaultStrings: PagerStrings = {
  show: 'Show',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  pagination: 'Pagination',
};

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list, as the server's `pagination.count`. */
  count: number;
  /** Rows the current page actually holds; defaults to what `count` leaves for this page. */
  rowsOnPage?: number;
  /** Called with the page number chosen. */
  onPageChange: (page: number) => void;
  /** A new page size; the app goes back to page 1. */
  onLimitChange: (limit: number) => void;
  /** The page sizes offered in the "Show" select. */
  limitOptions?: readonly number[];
  /** The pager's words (pages, previous, next, show), English by default. */
  strings?: Partial<PagerStrings>;
  /** Disables every control, e.g. while a page loads. */
  isDisabled?: boolean;
}

/**
 * Pagination for lists: a 'Show' page-size selector (5, 10, 25, 50, 100), Previous, page numbers (all up to
 * five pages, otherwise the first, the neighbours of the current and the last, with ellipses) and Next,
 * which appears only while the page is full and more rows follow. Previous is disabled on page 1 rather
 * than hidden, so the numbers keep their place. The app resets to page 1 in `onLimitChange`.
 */
export function Pager({
  page,
  limit,
  count,
  rowsOnPage,
  onPageChange,
  onLimitChange,
  limitOptions = defaultLimitOptions,
  strings: stringOverrides,
  isDisabled,
}: PagerProps) {
  const strings = { ...defaultStrings, ...stringOverrides };
  const pageCount = pageCountOf(count, limit);
  const items = pageItems(page, pageCount);
  const showNext = hasNextPage(page, limit, count, rowsOnPage);
  const options = limitOptions.includes(limit)
    ? limitOptions
    : [...limitOptions, limit].sort((a, b) => a - b);

  // Previous/Next can disappear or become disabled under the pointer or keyboard focus;
  // keep focus in the pager by moving it to the current page.
  const navRef = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!keepFocus.current || !nav) return;
    keepFocus.current = false;
    if (!nav.contains(nav.ownerDocument.activeElement)) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  const goTo = (target: number) => {
    keepFocus.current = true;
    onPageChange(target);
  };

  return (
    <nav ref={navRef} aria-label={strings.pagination} className={styles.pager}>
      <PagerLimit
        label={strings.show}
        limit={limit}
        options={options}
        onLimitChange={onLimitChange}
        isDisabled={isDisabled}
      />

      <ul className={styles.pages}>
        <li>
          <AriaButton
            className={`${styles.pageButton} ${styles.stepButton}`}
            isDisabled={isDisabled || page <= 1}
            onPress={() => goTo(Math.min(page - 1, pageCount))}
          >
            <ChevronLeftIcon />
            <span className={styles.stepLabel}>{strings.previous}</span>
          </AriaButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AriaButton
                className={styles.pageButton}
                aria-label={strings.page(item)}
                aria-current={item === page ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  if (item !== page) goTo(item);
                }}
              >
                {item}
              </AriaButton>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {showNext && (
          <li>
            <AriaButton
              className={`${styles.pageButton} ${styles.stepButton}`}
              isDisabled={isDisabled}
              onPress={() => goTo(page + 1)}
            >
              <span className={styles.stepLabel}>{strings.next}</span>
              <ChevronRightIcon />
            </AriaButton>
          </li>
        )}
      </ul>
    </nav>
  );
}
