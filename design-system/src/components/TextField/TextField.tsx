import type { FocusEvent, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import * as styles from './TextField.css';
import { FieldLabel } from '../private/inputs-FieldLabel';
import { FieldMessages } from '../private/inputs-FieldMessages';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  label: string;
  description?: string;
  /** When set the field is invalid and shows this message, linked to the input by aria-describedby. */
  errorMessage?: string;
  type?: TextFieldType;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** Ref to the `<input>`, e.g. react-hook-form's `register(name).ref` for focusing on error. */
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  inputRef,
  isRequired,
  ...fieldProps
}: TextFieldProps) {
  return (
    <AriaTextField
      {...fieldProps}
      type={type}
      isRequired={isRequired}
      isInvalid={!!errorMessage}
      // Errors come from the form library or the server, never from native browser popups.
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
