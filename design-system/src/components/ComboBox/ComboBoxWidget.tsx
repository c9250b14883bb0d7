import { useEffect, useState } from 'react';
import {
  Button,
  Collection,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../private/icons';
import { Spinner } from '../private/Spinner';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './ComboBox.css';
import { COMBOBOX_DEFAULT_DEBOUNCE_MS, defaultComboBoxStrings, type ComboBoxProps } from './ComboBoxTypes';
import { useLookupPages } from './useLookupPages';

// The server searches; the options it returns are shown as they are.
const showAll = () => true;

/**
 * Picks one record from a server-side list (a dealer in the quote forms and the users filter). `loadPage`
 * is called with the search, the page (from 1) and an AbortSignal; pages load while the server says
 * `hasMore`, when the list is scrolled to its end. Typing searches after `debounceMs` (300 ms; 400 ms in
 * the users filter); a newer search aborts the one in flight. Pass `selectedLabel` to show the current
 * value before any page with it has loaded.
 */
export default function ComboBoxWidget({
  label,
  'aria-label': ariaLabel,
  loadPage,
  selectedKey,
  onSelectionChange,
  selectedLabel,
  debounceMs = COMBOBOX_DEFAULT_DEBOUNCE_MS,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  inputRef,
  strings,
  id,
}: ComboBoxProps) {
  const text = { ...defaultComboBoxStrings, ...strings };
  const lookup = useLookupPages(loadPage);
  const { load, search: loadedSearch } = lookup;

  const [uncontrolledKey, setUncontrolledKey] = useState<string | null>(null);
  const key = selectedKey !== undefined ? selectedKey : uncontrolledKey;
  // The option picked last, so that its text survives a search whose results no longer hold it.
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const selectedText =
    key === null
      ? ''
      : picked?.id === key
        ? picked.label
        : (lookup.items.find((item) => item.id === key)?.label ?? selectedLabel ?? '');

  const [inputValue, setInputValue] = useState(selectedText);
  // Follow the selection when it changes from outside (form reset) or its text becomes known.
  const [shownText, setShownText] = useState(selectedText);
  if (shownText !== selectedText) {
    setShownText(selectedText);
    setInputValue(selectedText);
  }

  // The input shows the chosen option's text until the user types something else.
  const search = inputValue === selectedText ? '' : inputValue.trim();
  const [debouncedSearch, setDebouncedSearch] = useState(search);
  useEffect(() => {
    if (search === debouncedSearch) return;
    const timer = setTimeout(() => setDebouncedSearch(search), debounceMs);
    return () => clearTimeout(timer);
  }, [search, debouncedSearch, debounceMs]);

  const [isOpen, setOpen] = useState(false);
  const isTyping = search !== debouncedSearch;
  useEffect(() => {
    if (isOpen && !isTyping && loadedSearch !== debouncedSearch) load(debouncedSearch);
  }, [isOpen, isTyping, debouncedSearch, loadedSearch, load]);

  function choose(next: string | null) {
    if (next === key) return;
    if (selectedKey === undefined) setUncontrolledKey(next);
    onSelectionChange?.(next);
  }

  function handleSelectionChange(next: Key | null) {
    // Also called when the field is left or Escape is pressed, with the same key (or null when the
    // chosen option is not in the current results): keep the selection and put its text back.
    // Clearing the selection is done by erasing the text (handleInputChange).
    const option = next === null ? undefined : lookup.items.find((item) => item.id === String(next));
    if (!option) {
      setInputValue(selectedText);
      return;
    }
    setPicked({ id: option.id, label: option.label });
    setInputValue(option.label);
    choose(option.id);
  }

  function handleInputChange(value: string) {
    setInputValue(value);
    if (value === '') choose(null);
  }

  function handleOpenChange(open: boolean) {
    setOpen(open);
    // Retry on the next opening after a failure.
    if (open && lookup.status === 'error') load(debouncedSearch);
  }

  const isFirstPageLoading = lookup.status === 'idle' || lookup.status === 'loading';
  const emptyText = isFirstPageLoading
    ? text.loading
    : lookup.status === 'error'
      ? text.loadError
      : text.noOptions;

  const field = labelledField({ label, description, errorMessage, isRequired });
  return (
    <AriaComboBox
      id={id}
      aria-label={ariaLabel}
      name={name}
      selectedKey={key}
      onSelectionChange={handleSelectionChange}
      inputValue={inputValue}
      onInputChange={handleInputChange}
      onOpenChange={handleOpenChange}
      defaultFilter={showAll}
      allowsEmptyCollection
      isDisabled={isDisabled}
      {...field.root}
    >
      <FieldParts {...field.parts}>
        <div className={styles.control}>
          <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
          {isOpen && (isTyping || lookup.status === 'loading') && lookup.items.length > 0 && (
            <span className={styles.busy}>
              <Spinner />
            </span>
          )}
          <Button aria-label={text.showSuggestions} className={styles.trigger}>
            <ChevronDownIcon />
          </Button>
        </div>
      </FieldParts>
      <Popover placement="bottom start" className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          <Collection items={lookup.items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    {/* No label/description slots: axe wants all visible text in an option's name. */}
                    {item.image}
                    <div className={styles.optionText}>
                      <div className={styles.optionLabel}>{item.label}</div>
                      {item.description && <div className={styles.optionDescription}>{item.description}</div>}
                    </div>
                    {isSelected && <CheckIcon className={styles.check} />}
                  </>
                )}
              </ListBoxItem>
            )}
          </Collection>
          <ListBoxLoadMoreItem
            onLoadMore={lookup.loadMore}
            isLoading={lookup.status === 'loadingMore'}
            className={styles.loadingMore}
          >
            <Spinner />
            {text.loadingMore}
          </ListBoxLoadMoreItem>
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
