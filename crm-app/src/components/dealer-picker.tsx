import { ComboBox } from '@doorline/design-system';
import { useDealerLookup, type DealerLookupScope } from '@/lib/dealer-lookup';
import { useTranslation } from '@/lib/i18n';

export interface DealerPickerProps {
  label: string;
  placeholder?: string;
  selectedKey: string | null;
  /** The chosen dealer's name when known, before the look-up has loaded it. */
  selectedLabel?: string | undefined;
  onSelectionChange: (key: string | null) => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** How long typing waits before it searches: 300 ms unless given (spec §5). */
  debounceMs?: number;
  /** `active` where a dealer is given work (the quote form, Assign dealer); any but deleted unless given. */
  scope?: DealerLookupScope;
}

/**
 * A dealer chosen by name (spec §2 "searchable, infinite scroll"): the one dealer look-up of the
 * app, pages of 20 while the server says there are more, in the app's language.
 */
export function DealerPicker({ scope = 'any', ...props }: DealerPickerProps) {
  const { t } = useTranslation('lists');
  const loadPage = useDealerLookup(scope);
  return (
    <ComboBox
      {...props}
      loadPage={loadPage}
      strings={{
        noOptions: t('lookup.noOptions'),
        loading: t('lookup.loading'),
        loadingMore: t('lookup.loadingMore'),
        loadError: t('lookup.loadFailed'),
        showSuggestions: t('lookup.showSuggestions'),
      }}
    />
  );
}
