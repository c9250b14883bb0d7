import type { Ref } from 'react';
import type { ChoiceFieldProps } from '../private/inputs-fieldProps';
import type { ComboBoxLoadPage } from './useLookupPages';

export interface ComboBoxStrings {
  /** Shown when no option matches the search, or there are none at all ('No options found.'). */
  noOptions: string;
  /** Shown while the first page loads. */
  loading: string;
  /** Shown below the options while the next page loads. */
  loadingMore: string;
  /** Shown when the options could not be loaded. */
  loadError: string;
  /** Names the button that opens the list ('Show suggestions'). */
  showSuggestions: string;
}

export const defaultComboBoxStrings: ComboBoxStrings = {
  noOptions: 'No options found.',
  loading: 'Loading...',
  loadingMore: 'Loading more...',
  loadError: 'Something went wrong',
  showSuggestions: 'Show suggestions',
};

export const COMBOBOX_DEFAULT_DEBOUNCE_MS = 300;

export interface ComboBoxProps extends ChoiceFieldProps {
  /** Loads one page of options for a search (pages count from 1). */
  loadPage: ComboBoxLoadPage;
  /** The id of the chosen option (controlled); null for none. */
  selectedKey?: string | null;
  /** Called with the chosen option's id, or `null` when the choice is cleared. */
  onSelectionChange?: (key: string | null) => void;
  /** Text of the chosen option before any page containing it was loaded, e.g. the dealer's name. */
  selectedLabel?: string;
  /** Wait after the last keystroke before searching. */
  debounceMs?: number;
  /** Ref to the `<input>`, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The combo box's words (no results, loading), English by default; pass the app's translations. */
  strings?: Partial<ComboBoxStrings>;
}
