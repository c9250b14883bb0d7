import { useState, type FocusEvent } from 'react';
import { Input, TextField as AriaTextField, useLocale } from 'react-aria-components';
import type { LabelledFieldProps, TextControlProps } from '../private/inputs-fieldProps';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import { formatDecimal, parseDecimal } from './parseDecimal';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends
    Omit<LabelledFieldProps, 'label'>,
    Omit<TextControlProps<HTMLInputElement>, 'maxLength' | 'autoFocus'> {
  /** The visible label; without one (a field in a table's cell, which its row and column name), give an `aria-label`. */
  label?: string;
  /** Names the field when there is no visible `label`. */
  'aria-label'?: string;
  /** Digits after the decimal sign shown once the field is left, e.g. 2 for an amount (`1 234,50`). */
  minimumFractionDigits?: number;
  /** A percent: `12,5 %` is read as 12.5 and written with the language's percent sign. */
  percent?: boolean;
}

/**
 * A decimal typed the way the reader's language writes it (issue 40): a text field with the decimal
 * keyboard on phones, whose text is read by `parseDecimal` in React Aria's locale (`I18nProvider`) and
 * written again in that locale's way when the field is left (`1234,5` becomes `1 234,50`). The value is
 * the text; `parseDecimal(text, locale)` turns it into a decimal string or says it is ambiguous.
 * Used for the item price, the dealer discount and a price table's cells (named by `aria-label`).
 */
export function NumberField({
  placeholder,
  inputRef,
  value,
  defaultValue,
  onChange,
  onBlur,
  minimumFractionDigits,
  percent = false,
  ...props
}: NumberFieldProps) {
  const { locale } = useLocale();
  const [own, setOwn] = useState(defaultValue ?? '');
  const text = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const field = labelledField(props);
  return (
    <AriaTextField
      {...field.root}
      value={text}
      onChange={change}
      onBlur={(event) => {
        const read = parseDecimal(text, locale, { percent });
        if (read.kind === 'decimal') {
          const written = formatDecimal(read.value, locale, { minimumFractionDigits, percent });
          if (written !== text) change(written);
        }
        onBlur?.(event as FocusEvent<HTMLInputElement>);
      }}
    >
      <FieldParts {...field.parts}>
        <Input ref={inputRef} placeholder={placeholder} inputMode="decimal" className={styles.input} />
      </FieldParts>
    </AriaTextField>
  );
}
