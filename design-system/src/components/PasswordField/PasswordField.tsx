import { useState, type FocusEvent, type Ref } from 'react';
import { Group, Input, TextField as AriaTextField, ToggleButton } from 'react-aria-components';
import { FieldLabel } from '../private/inputs-FieldLabel';
import * as fieldStyles from '../private/field.css';
import { EyeIcon, EyeOffIcon } from '../private/icons';
import { FieldMessages } from '../private/inputs-FieldMessages';
import * as styles from './PasswordField.css';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps {
  label: string;
  description?: string;
  /** When set the field is invalid and shows this message, linked to the input by aria-describedby. */
  errorMessage?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** `current-password` on sign-in, `new-password` where one is chosen (password managers rely on it). */
  autoComplete?: PasswordAutoComplete;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Name of the reveal button while the password is hidden. */
  showLabel?: string;
  /** Name of the reveal button while the password is shown. */
  hideLabel?: string;
  /** Ref to the `<input>`, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

/**
 * `TextField` for passwords: the same props minus `type`, plus `autoComplete` (`'current-password'` on
 * sign-in, `'new-password'` where one is chosen) and a show/hide toggle button (`aria-pressed`, named by
 * `showLabel`/`hideLabel`). Revealing keeps the value and the caret.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  isRequired,
  isDisabled,
  autoComplete = 'current-password',
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...fieldProps
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <AriaTextField
      {...fieldProps}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.controlBox}>
        <Input
          ref={inputRef}
          placeholder={placeholder}
          // A revealed password must not be sent to the browser's spell-check service.
          spellCheck={false}
          className={`${fieldStyles.innerInput} ${styles.input}`}
        />
        <ToggleButton
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={isDisabled}
          aria-label={isRevealed ? hideLabel : showLabel}
          className={fieldStyles.adornmentButton}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
