import { useId } from 'react';
import { Button } from 'react-aria-components';
import { deferred } from '../private/deferred';
import { ChevronDownIcon } from '../private/icons';
import { StandInField } from '../private/standInField';
import { defaultComboBoxStrings, type ComboBoxProps } from './ComboBoxTypes';
import * as styles from './ComboBox.css';

export * from './ComboBoxTypes';

/**
 * The field until it is first used: its label, its input with the chosen option's text (or the
 * placeholder) and its messages, named and described as the field does. Focus or a press on it
 * turns it into the field, the input focused.
 */
function ComboBoxStandIn({
  label,
  'aria-label': ariaLabel,
  selectedKey,
  selectedLabel,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  inputRef,
  id,
  strings,
}: ComboBoxProps) {
  const button = useId();
  const shown = selectedKey != null ? (selectedLabel ?? '') : '';
  return (
    <StandInField {...{ label, description, errorMessage, isRequired, isDisabled }}>
      {({ label: labelId, describedBy }) => (
        <div className={styles.control}>
          <input
            // A new input when the text to show changes (the chosen option named once its page has
            // loaded): an input's default value shows only until its value has been set once.
            key={shown}
            id={id}
            ref={inputRef}
            // aria-controls names the list box, which is there only while open (as React Aria's).
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            aria-label={ariaLabel}
            aria-labelledby={label ? labelId : undefined}
            aria-describedby={describedBy}
            aria-required={isRequired || undefined}
            aria-invalid={errorMessage ? true : undefined}
            disabled={isDisabled}
            placeholder={placeholder}
            defaultValue={shown}
            className={styles.input}
          />
          <Button
            id={button}
            aria-label={{ ...defaultComboBoxStrings, ...strings }.showSuggestions}
            aria-labelledby={`${button} ${labelId}`}
            excludeFromTabOrder
            isDisabled={isDisabled}
            className={styles.trigger}
          >
            <ChevronDownIcon />
          </Button>
        </div>
      )}
    </StandInField>
  );
}

/**
 * Picks one record from a server-side list (a dealer in the quote forms and the users filter). `loadPage`
 * is called with the search, the page (from 1) and an AbortSignal; pages load while the server says
 * `hasMore`, when the list is scrolled to its end. Typing searches after `debounceMs` (300 ms; 400 ms in
 * the users filter); a newer search aborts the one in flight. Pass `selectedLabel` to show the current
 * value before any page with it has loaded.
 */
// Loaded when first used (`deferred`): until then a stand-in that looks and reads the same, which
// focus or a press turns into the field.
export const ComboBox = /*#__PURE__*/ deferred<ComboBoxProps>(
  () => import('./ComboBoxWidget'),
  (props) => <ComboBoxStandIn {...props} />,
  'combobox',
);
