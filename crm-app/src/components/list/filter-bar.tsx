import { Button, SearchField, Select } from '@doorline/design-system';
import { Children, useState, type ReactNode } from 'react';
import * as styles from './list.css';
import { useTranslation } from '@/lib/i18n';

/**
 * A list's filters (spec §2): the search box, the list's own filters, and Clear (which keeps page
 * and limit). The box shows what is typed at once; the URL follows 300 ms after the last keystroke,
 * and the box follows the URL when it changes elsewhere (Clear, back).
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
  search: string;
  searchPlaceholder: string;
  onSearch: (search: string) => void;
  hasFilters: boolean;
  onClear: () => void;
  /** The other filters (selects, the dealer picker). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  return (
    <div className={styles.filters} role="search" aria-label={t('filters.search')}>
      <div className={styles.searchFilter}>
        <SearchField
          label={t('filters.search')}
          placeholder={searchPlaceholder}
          clearLabel={t('filters.clearSearch')}
          value={text}
          onChange={setText}
          onDebouncedChange={(value) => {
            if (value.trim() !== search) onSearch(value.trim());
          }}
        />
      </div>
      {Children.map(children, (child) => (child ? <div className={styles.filter}>{child}</div> : null))}
      <Button variant="secondary" onPress={onClear} isDisabled={!hasFilters}>
        {t('filters.clear')}
      </Button>
    </div>
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
