import { useMemo, type ReactNode } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Dialog,
  Header,
  Input,
  Keyboard,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import { SearchIcon, XIcon } from '../private/icons';
import { SEARCH_DEBOUNCE_MS } from '../SearchField/SearchField';
import { useDebouncedCallback } from '../SearchField/useDebouncedCallback';
import { Spinner } from '../private/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import type { StatusTone } from '../StatusBadge/statusTone';
import * as styles from './CommandPalette.css';

/** A badge at the end of an item: a status with the tone of what it means. */
export interface CommandPaletteBadge {
  label: string;
  tone: StatusTone;
}

/** One thing the palette offers: a page, an action, a record found. */
export interface CommandPaletteItem {
  /** Unique within its section. */
  id: string;
  label: string;
  /** A second line: what tells the item apart (a customer, an e-mail, the area a page is in). */
  description?: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Statuses at the end of the item, read out after its description. */
  badges?: readonly CommandPaletteBadge[];
  /** Makes the item a link, navigated through the app's RAC `RouterProvider`. */
  href?: string;
  /** More words a `matchLocally` section finds the item by (another name of a page). */
  keywords?: readonly string[];
}

/** A titled group of items. */
export interface CommandPaletteSection {
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
  /**
   * The palette filters this section's items by what is typed (their label and keywords): pages and
   * actions the app knows by heart. Without it the section is shown as given: results the app found.
   */
  matchLocally?: boolean;
}

export interface CommandPaletteProps {
  /** Whether the palette is open; the parent owns the state (e.g. opened by `CommandPaletteTrigger`). */
  isOpen: boolean;
  /** Called with `false` when Escape, a click outside or a chosen result closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name, which the search field takes too ("Search"). */
  label: string;
  /** Shown in the empty search field. */
  placeholder?: string;
  /** What is typed, controlled: every keystroke (the palette's own filtering follows it). */
  inputValue: string;
  /** Called with the search text on every keystroke, to load `sections` for it. */
  onInputChange: (value: string) => void;
  /**
   * `debounceMs` after the last keystroke, and at once when the field is cleared: what the app
   * searches for (as `SearchField`'s).
   */
  onDebouncedInputChange?: (value: string) => void;
  /** 300 ms unless told (`SEARCH_DEBOUNCE_MS`, spec §5). */
  debounceMs?: number;
  /** Shown before anything is typed: the recent items, suggested actions. */
  initialSections: readonly CommandPaletteSection[];
  /** Shown once something is typed. */
  sections: readonly CommandPaletteSection[];
  /** Called with the chosen item (Enter or a click) and its section's id; the palette then closes. */
  onAction?: (item: CommandPaletteItem, sectionId: string) => void;
  /** Results are on their way: a spinner in the field, and `loadingText` while nothing is shown. */
  isLoading?: boolean;
  /** Shown while `isLoading` and nothing is found yet. */
  loadingText: string;
  /** Shown when nothing matches what is typed. */
  emptyText: string;
  /** Shown before anything is typed when there is nothing to offer yet. */
  initialEmptyText?: string;
  /** Name of the field's clear button. */
  clearLabel?: string;
  /** Said politely to screen readers as it changes: the number of results, "Searching…". */
  statusText?: string;
  /** How to use the keyboard, under the list: each hint's keys and what they do. */
  hints?: readonly CommandPaletteHint[];
  /** A line under the list: a hint to narrow a broad search. */
  footer?: ReactNode;
}

/** A keyboard hint in the palette's footer: `↑` `↓` "to move". */
export interface CommandPaletteHint {
  keys: readonly string[];
  label: string;
}

const itemKey = (sectionId: string, itemId: string) => `${sectionId}\u0000${itemId}`;

/**
 * A command palette: a search field over a grouped list of pages, actions and results, in a modal
 * dialog at the top of the screen. Built on React Aria's `Autocomplete` (the field keeps the focus
 * while the arrow keys move through the list, Enter chooses, Escape clears the field and then closes)
 * with a `Menu` of sections. Before anything is typed it shows `initialSections` (recent items);
 * after, `sections`, of which those marked `matchLocally` are filtered by the palette itself and the
 * others shown as the app found them. It knows nothing of what the items are: the app gives their
 * labels, descriptions, icons, badges and links, and is told of a choice by `onAction`.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  label,
  placeholder,
  inputValue,
  onInputChange,
  onDebouncedInputChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  initialSections,
  sections,
  onAction,
  isLoading = false,
  loadingText,
  emptyText,
  initialEmptyText,
  clearLabel = 'Clear',
  statusText,
  hints,
  footer,
}: CommandPaletteProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const debounced = useDebouncedCallback(onDebouncedInputChange, debounceMs);
  const changeInput = (value: string) => {
    onInputChange(value);
    if (value) debounced.schedule(value);
    else debounced.flush(value);
  };
  const typed = inputValue.trim();
  const shown = useMemo(() => {
    if (!typed) return initialSections;
    return sections
      .map((section) =>
        section.matchLocally
          ? {
              ...section,
              items: section.items.filter((item) =>
                [item.label, ...(item.keywords ?? [])].some((text) => contains(text, typed)),
              ),
            }
          : section,
      )
      .filter((section) => section.items.length > 0);
  }, [typed, initialSections, sections, contains]);

  const choose = (key: Key) => {
    for (const section of shown)
      for (const item of section.items)
        if (itemKey(section.id, item.id) === key) {
          onAction?.(item, section.id);
          onOpenChange(false);
          return;
        }
  };

  const empty = isLoading ? loadingText : typed ? emptyText : (initialEmptyText ?? emptyText);

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label={label} className={styles.dialog}>
          <Autocomplete inputValue={inputValue} onInputChange={changeInput}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a palette opens to be typed into: its field takes the focus the dialog would */}
            <SearchField aria-label={label} autoFocus className={styles.field}>
              <SearchIcon className={styles.searchIcon} />
              <Input placeholder={placeholder} className={styles.input} />
              {isLoading && (
                <span className={styles.spinner}>
                  <Spinner />
                </span>
              )}
              <AriaButton aria-label={clearLabel} className={styles.clear}>
                <XIcon />
              </AriaButton>
            </SearchField>
            <Menu
              aria-label={label}
              onAction={choose}
              renderEmptyState={() => <div className={styles.empty}>{empty}</div>}
              className={styles.list}
            >
              {shown.map((section) => (
                <MenuSection key={section.id} id={section.id} className={styles.section}>
                  <Header className={styles.sectionHeader}>{section.title}</Header>
                  {section.items.map((item) => (
                    <MenuItem
                      key={item.id}
                      id={itemKey(section.id, item.id)}
                      href={item.href}
                      textValue={item.label}
                      className={styles.item}
                    >
                      {item.icon && <span className={styles.itemIcon}>{item.icon}</span>}
                      {/* The label and the description together name the item: its visible text is its name (axe's label-content-name-mismatch), its statuses read after it. */}
                      <Text slot="label" className={styles.itemText}>
                        <span className={styles.itemLabel}>{item.label}</span>
                        {item.description && (
                          <span className={styles.itemDescription}>{item.description}</span>
                        )}
                        {item.badges?.length ? (
                          <span className={styles.hidden}>
                            {', '}
                            {item.badges.map((badge) => badge.label).join(', ')}
                          </span>
                        ) : null}
                      </Text>
                      {item.badges?.length ? (
                        <span className={styles.badges} aria-hidden="true">
                          {item.badges.map((badge) => (
                            <StatusBadge key={badge.label} tone={badge.tone} label={badge.label} />
                          ))}
                        </span>
                      ) : null}
                    </MenuItem>
                  ))}
                </MenuSection>
              ))}
            </Menu>
          </Autocomplete>
          {(footer || hints?.length) && (
            <div className={styles.footer}>
              {footer && <p className={styles.footerNote}>{footer}</p>}
              {hints?.map((hint) => (
                <span key={hint.label} className={styles.hint}>
                  {hint.keys.map((key) => (
                    <Keyboard key={key} className={styles.key}>
                      {key}
                    </Keyboard>
                  ))}
                  {hint.label}
                </span>
              ))}
            </div>
          )}
          <div role="status" className={styles.hidden}>
            {statusText}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
