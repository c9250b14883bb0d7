import type { FocusEvent, Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel } from '../private/inputs-FieldLabel';
import * as fieldStyles from '../private/field.css';
import { FieldMessages } from '../private/inputs-FieldMessages';
import * as styles from './TextArea.css';

export interface TextAreaProps {
  label: string;
  description?: string;
  /** When set the field is invalid and shows this message, linked to the textarea by aria-describedby. */
  errorMessage?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Visible lines before it scrolls; the user can drag it taller. */
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** Ref to the `<textarea>`, e.g. react-hook-form's `field.ref` for focusing on error. */
  inputRef?: Ref<HTMLTextAreaElement>;
  id?: string;
}

/**
 * Multi-line text (quote note, dealer or role description) with the same API as `TextField`:
 * `value`/`onChange(string)`/`onBlur`/`name`/`inputRef` match what a react-hook-form `Controller` passes,
 * and `errorMessage` marks it invalid and links the message by `aria-describedby`.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 3,
  placeholder,
  inputRef,
  isRequired,
  onBlur,
  ...fieldProps
}: TextAreaProps) {
  return (
    <AriaTextField
      {...fieldProps}
      // RAC types the field's blur for an <input>; here its target is the <textarea>.
      onBlur={onBlur as unknown as (event: FocusEvent<HTMLInputElement>) => void}
      isRequired={isRequired}
      isInvalid={!!errorMessage}
      // Errors come from the form library or the server, never from native browser popups.
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea ref={inputRef} rows={rows} placeholder={placeholder} className={styles.textArea} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
