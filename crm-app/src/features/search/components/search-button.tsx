import { CommandPaletteTrigger } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces, useTranslation } from '@/lib/i18n';

// The palette, its texts and the order statuses' names load when it first opens: the button is on
// every page, so its own code stays small (docs/conventions.md "The top bar").
const SearchPalette = lazy(() =>
  Promise.all([import('./search-palette'), loadNamespaces('search', 'sales')]).then(([module]) => ({
    default: module.SearchPalette,
  })),
);

/**
 * The top bar's search button with its shortcut, Ctrl+K (⌘K on Apple's), which opens the palette
 * from anywhere but a field with a Ctrl+K of its own (docs/search.md "The shortcut").
 */
export function SearchButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <CommandPaletteTrigger label={t('searchBox.label')} shortcutKey="k" onPress={() => setOpen(true)} />
      {isOpen && (
        <Suspense fallback={null}>
          <SearchPalette isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
