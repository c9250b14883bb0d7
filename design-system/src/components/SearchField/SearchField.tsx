import type { Ref } from 'react';
import { Button, Group, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import * as fieldStyles from '../private/field.css';
import { SearchIcon } from '../private/icons';
import { FieldDescription } from '../private/inputs-FieldMessages';
import { XIcon } from '../private/icons';
import * as styles from './SearchField.css';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Search inputs wait this long after the last keystroke before searching (spec §5). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The visible label; without one, give an `aria-label`. */
  label?: string;
  /** Names the field when there is no visible `label` (the context already says what it is for). */
  'aria-label'?: string;
  /** The text, when the parent owns the state (controlled). */
  value?: string;
  /** The text to start with, when the field owns the state (uncontrolled). */
  defaultValue?: string;
  /** Every keystroke, for a controlled input. */
  onChange?: (value: string) => void;
  /** After `debounceMs` without typing, and at once on clear (button or Escape) and Enter: run the search here. */
  onDebouncedChange?: (value: string) => void;
  /** How long to wait after the last keystroke before `onDebouncedChange` runs, in milliseconds. */
  debounceMs?: number;
  /** Shown in the empty field, e.g. "Search quotes". */
  placeholder?: string;
  /** Help text shown under the control and linked to it by aria-describedby. */
  description?: string;
  /** Name of the clear button. */
  clearLabel?: string;
  /** Submitted with a native form under this name. */
  name?: string;
  /** Disables the control: it cannot be focused or changed and is drawn dimmed. */
  isDisabled?: boolean;
  /** Focuses the control when it mounts. */
  autoFocus?: boolean;
  /** Ref to the `<input>`, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

/**
 * The list filters' search box. `onChange` fires on every keystroke (for a controlled `value`);
 * `onDebouncedChange` fires `debounceMs` after the last one (300 ms by default, spec §5; the users filter
 * passes 400) and at once when the user clears it (the button or Escape) or presses Enter: write that value
 * to the `search` URL parameter and reset the page to 1. Name it with a visible `label` or an `aria-label`.
 */
export function SearchField({
  label,
  description,
  placeholder,
  inputRef,
  onChange,
  onDebouncedChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  clearLabel = 'Clear search',
  ...fieldProps
}: SearchFieldProps) {
  const debounced = useDebouncedCallback(onDebouncedChange, debounceMs);
  return (
    <AriaSearchField
      {...fieldProps}
      onChange={(next) => {
        onChange?.(next);
        debounced.schedule(next);
      }}
      // RAC clears first (onChange('') above), then calls these; both search at once.
      onClear={() => debounced.flush('')}
      onSubmit={(submitted) => debounced.flush(submitted)}
      className={fieldStyles.field}
    >
      {label && <Label className={fieldStyles.label}>{label}</Label>}
      <Group className={fieldStyles.controlBox}>
        <SearchIcon className={styles.searchIcon} />
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={`${fieldStyles.innerInput} ${styles.input}`}
        />
        <Button aria-label={clearLabel} className={`${fieldStyles.adornmentButton} ${styles.clearButton}`}>
          <XIcon />
        </Button>
      </Group>
      <FieldDescription description={description} />
    </AriaSearchField>
  );
}
