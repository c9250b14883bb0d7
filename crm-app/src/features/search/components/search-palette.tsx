import { CommandPalette, type CommandPaletteItem, type CommandPaletteSection } from '@doorline/design-system';
import { useMemo, useState } from 'react';
import { useMe } from '@/lib/auth';
import { useMenuItems, visibleMenus } from '@/lib/menus';
import { useSearch } from '../api/search';
import { actionItems, itemOf, resultGroups } from '../lib/items';
import { rememberRecent, useRecent, type RecentEntry } from '../lib/recent';
import { useTranslation } from '@/lib/i18n';

export interface SearchPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The search palette (docs/search.md "The palette"): before anything is typed, the recent items and
 * the actions the user may take; then the server's groups for the term (asked 300 ms after the last
 * keystroke, from 2 characters), the menus' pages and the actions whose names match. An opened
 * record, dealer, user or page becomes a recent item.
 */
export function SearchPalette({ isOpen, onOpenChange }: SearchPaletteProps) {
  const { t } = useTranslation(['search', 'sales', 'common']);
  const me = useMe().data;
  const menuItems = useMenuItems();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const found = useSearch(term);
  const recent = useRecent(me?.id);

  const view = useMemo(() => {
    const menus = visibleMenus(me, menuItems);
    const pages = [...menus.main, ...menus.footer];
    /** What each item shown was made from, to remember it when it is opened. */
    const made = new Map<string, RecentEntry>();
    const items = (entries: readonly RecentEntry[]) =>
      entries.flatMap((entry) => {
        const item = itemOf(entry, pages, me, t);
        if (item) made.set(item.id, entry);
        return item ?? [];
      });
    const section = (
      id: string,
      list: CommandPaletteItem[],
      matchLocally?: boolean,
    ): CommandPaletteSection => ({
      id,
      title: t(`searchSections.${id as 'recent'}`),
      items: list,
      matchLocally,
    });
    const actions = actionItems(me, t);
    // The last answer stays while the next term is asked; none under 2 characters.
    const results = input.trim().length >= 2 ? found.data : undefined;
    const initial = [section('recent', items(recent)), section('actions', actions)];
    const typed = [
      ...resultGroups(results).map((group) => section(group.id, items(group.entries))),
      section('pages', items(pages.map((page): RecentEntry => ({ kind: 'page', path: page.path }))), true),
      section('actions', actions, true),
    ];
    const count = typed.reduce((n, s) => n + (s.matchLocally ? 0 : s.items.length), 0);
    return {
      made,
      count,
      initialSections: initial.filter((s) => s.items.length > 0),
      sections: typed.filter((s) => s.items.length > 0),
    };
  }, [me, menuItems, t, recent, found.data, input]);

  const typed = input.trim();
  const asking = typed.length >= 2 && (found.isFetching || term.trim() !== typed);
  const note = found.isError
    ? t('searchPalette.failed')
    : typed.length === 1
      ? t('searchPalette.shortTerm')
      : found.data?.capped?.length && !asking
        ? t('searchPalette.capped')
        : undefined;
  const status = asking
    ? t('searchPalette.searching')
    : typed.length >= 2 && found.data
      ? view.count > 0
        ? t('searchPalette.results', { count: view.count })
        : t('searchPalette.noResults')
      : undefined;

  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={t('searchPalette.label')}
      placeholder={t('searchPalette.placeholder')}
      inputValue={input}
      onInputChange={setInput}
      onDebouncedInputChange={setTerm}
      initialSections={view.initialSections}
      sections={view.sections}
      onAction={(item) => {
        const entry = view.made.get(item.id);
        if (entry && me) rememberRecent(me.id, entry);
      }}
      isLoading={asking}
      loadingText={t('searchPalette.searching')}
      emptyText={t('searchPalette.empty', { term: typed })}
      initialEmptyText={t('searchPalette.initialEmpty')}
      clearLabel={t('searchPalette.clear')}
      statusText={status}
      footer={note}
      hints={[
        { keys: ['↑', '↓'], label: t('searchHints.move') },
        { keys: [t('searchHints.enter')], label: t('searchHints.open') },
        { keys: [t('searchHints.escape')], label: t('searchHints.close') },
      ]}
    />
  );
}
