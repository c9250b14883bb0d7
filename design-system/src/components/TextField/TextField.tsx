import { Input, TextField as AriaTextField } from 'react-aria-components';
import * as styles from './TextField.css';
import type { LabelledFieldProps, TextControlProps } from '../private/inputs-fieldProps';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<LabelledFieldProps, 'label'>, TextControlProps<HTMLInputElement> {
  /** The visible label; without one (a field in a table's cell, which its column names), give an `aria-label`. */
  label?: string;
  /** Names the field when there is no visible `label`. */
  'aria-label'?: string;
  /** The kind of input: `text`, `email`, `tel`, `url` or `search`. */
  type?: TextFieldType;
  /** The browser's autofill hint, e.g. `email` or `current-password`. */
  autoComplete?: string;
  /** The on-screen keyboard to show on phones, e.g. `numeric` for codes. */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
}

export function TextField({
  type = 'text',
  placeholder,
  inputRef,
  // The label, the messages and the states, for labelledField.
  ...props
}: TextFieldProps) {
  const field = labelledField(props);
  return (
    <AriaTextField {...field.root} type={type}>
      <FieldParts {...field.parts}>
        <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
      </FieldParts>
    </AriaTextField>
  );
}
