import { useId } from 'react';
import { Button, FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';
import { deferred } from '../private/deferred';
import { ChevronDownIcon } from '../private/icons';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
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
  const field = labelledField({ label, description, errorMessage, isRequired });
  const ids = { label: useId(), description: useId(), error: useId(), button: useId() };
  const { isInvalid, className } = field.root;
  return (
    <div
      className={className}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, { id: ids.label, elementType: 'span' }],
          [TextContext, { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }],
          [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: {} as ValidityState }],
        ]}
      >
        <FieldParts {...field.parts}>
          <div className={styles.control}>
            <input
              id={id}
              ref={inputRef}
              // aria-controls names the list box, which is there only while open (as React Aria's).
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              aria-label={ariaLabel}
              aria-labelledby={label ? ids.label : undefined}
              aria-describedby={
                [description && ids.description, errorMessage && ids.error].filter(Boolean).join(' ') ||
                undefined
              }
              aria-required={isRequired || undefined}
              aria-invalid={isInvalid || undefined}
              disabled={isDisabled}
              placeholder={placeholder}
              defaultValue={selectedKey != null ? (selectedLabel ?? '') : ''}
              className={styles.input}
            />
            <Button
              id={ids.button}
              aria-label={{ ...defaultComboBoxStrings, ...strings }.showSuggestions}
              aria-labelledby={`${ids.button} ${ids.label}`}
              excludeFromTabOrder
              isDisabled={isDisabled}
              className={styles.trigger}
            >
              <ChevronDownIcon />
            </Button>
          </div>
        </FieldParts>
      </Provider>
    </div>
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
export const ComboBox = deferred<ComboBoxProps>(
  () => import('./ComboBoxWidget'),
  (props) => <ComboBoxStandIn {...props} />,
  'combobox',
);
