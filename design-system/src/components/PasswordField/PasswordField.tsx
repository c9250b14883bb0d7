import { useState } from 'react';
import { Group, Input, TextField as AriaTextField, ToggleButton } from 'react-aria-components';
import type { LabelledFieldProps, TextControlProps } from '../private/inputs-fieldProps';
import * as fieldStyles from '../private/field.css';
import { EyeIcon, EyeOffIcon } from '../private/icons';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './PasswordField.css';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps extends LabelledFieldProps, TextControlProps<HTMLInputElement> {
  /** `current-password` on sign-in, `new-password` where one is chosen (password managers rely on it). */
  autoComplete?: PasswordAutoComplete;
  /** Name of the reveal button while the password is hidden. */
  showLabel?: string;
  /** Name of the reveal button while the password is shown. */
  hideLabel?: string;
}

/**
 * `TextField` for passwords: the same props minus `type`, plus `autoComplete` (`'current-password'` on
 * sign-in, `'new-password'` where one is chosen) and a show/hide toggle button (`aria-pressed`, named by
 * `showLabel`/`hideLabel`). Revealing keeps the value and the caret.
 */
export function PasswordField({
  placeholder,
  inputRef,
  isDisabled,
  autoComplete = 'current-password',
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  const field = labelledField(props);
  return (
    <AriaTextField
      {...field.root}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
    >
      <FieldParts {...field.parts}>
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
      </FieldParts>
    </AriaTextField>
  );
}
