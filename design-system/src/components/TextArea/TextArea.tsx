import type { FocusEvent } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { LabelledFieldProps, TextControlProps } from '../private/inputs-fieldProps';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import * as styles from './TextArea.css';

export interface TextAreaProps extends LabelledFieldProps, TextControlProps<HTMLTextAreaElement> {
  /** Visible lines before it scrolls; the user can drag it taller. */
  rows?: number;
}

/**
 * Multi-line text (quote note, dealer or role description) with the same API as `TextField`:
 * `value`/`onChange(string)`/`onBlur`/`name`/`inputRef` match what a react-hook-form `Controller` passes,
 * and `errorMessage` marks it invalid and links the message by `aria-describedby`.
 */
export function TextArea({
  rows = 3,
  placeholder,
  inputRef,
  onBlur,
  // The label, the messages and the states, for labelledField.
  ...props
}: TextAreaProps) {
  const field = labelledField(props);
  return (
    <AriaTextField
      {...field.root}
      // RAC types the field's blur for an <input>; here its target is the <textarea>.
      onBlur={onBlur as unknown as (event: FocusEvent<HTMLInputElement>) => void}
    >
      <FieldParts {...field.parts}>
        <AriaTextArea ref={inputRef} rows={rows} placeholder={placeholder} className={styles.textArea} />
      </FieldParts>
    </AriaTextField>
  );
}
