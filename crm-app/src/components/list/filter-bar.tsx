import { Button, SearchField, Select } from '@doorline/design-system';
import { Children, useState, type ReactNode } from 'react';
import * as styles from './list.css';
import { useTranslation } from '@/lib/i18n';

/**
 * A list's filters (spec §2): the search box, the list's own filters, and Clear (which keeps page
 * and limit). The box follows the URL as a `TextFilter` does; a list its API cannot search (the
 * possible duplicates) gives no `onSearch` and has none.
 */
export function FilterBar({
  search,
  searchPlaceholder,
  onSearch,
  hasFilters,
  onClear,
  children,
}: {
  /** The search in the URL. */
  search?: string;
  searchPlaceholder?: string;
  onSearch?: (search: string) => void;
  hasFilters: boolean;
  onClear: () => void;
  /** The other filters (selects, the dealer picker, a `TextFilter`). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('lists');
  return (
    <div className={styles.filters} role="search" aria-label={t('filters.search')}>
      {onSearch ? (
        <div className={styles.searchFilter}>
          <TextFilter
            label={t('filters.search')}
            placeholder={searchPlaceholder ?? ''}
            value={search ?? ''}
            onChange={onSearch}
          />
        </div>
      ) : null}
      {Children.map(children, (child) => (child ? <div className={styles.filter}>{child}</div> : null))}
      <Button variant="secondary" onPress={onClear} isDisabled={!hasFilters}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}

/**
 * A filter typed in (the search box, a customer's tag): the box shows what is typed at once; `onChange`
 * gets the trimmed text 300 ms after the last keystroke (at once on Enter or clear), and the box follows
 * `value` when it changes elsewhere (Clear, back).
 */
export function TextFilter({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  /** The clear button's name; "Clear search" unless given. */
  clearLabel?: string;
  /** The filter in the URL; '' when unset. */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      clearLabel={clearLabel ?? t('filters.clearSearch')}
      value={text}
      onChange={setText}
      onDebouncedChange={(next) => {
        if (next.trim() !== value) onChange(next.trim());
      }}
    />
  );
}

/** The choice of a filter that leaves it unset. */
const ALL = 'all';

/**
 * A list's filter by one value (a status, a type), its 'All …' choice first, which leaves the filter
 * unset (`undefined`).
 */
export function ChoiceFilter({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: {
  label: string;
  /** 'All statuses', 'All types'. */
  allLabel: string;
  choices: readonly { id: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={label}
      items={[{ id: ALL, label: allLabel }, ...choices]}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL ? undefined : key)}
    />
  );
}
