import { NumberField, type NumberFieldProps } from '@doorline/design-system';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FormFieldProps } from './form-text-field';

export type FormNumberFieldProps<T extends FieldValues> = FormFieldProps<NumberFieldProps, T>;

/**
 * The design system's number field bound to a react-hook-form field whose value is the text typed:
 * every amount and percent of the app (issue 40). The form's schema reads it with `checkAmount` and
 * the body takes it with `amountBody` (lib/amounts.ts), both in the reader's language.
 */
export function FormNumberField<T extends FieldValues>({ control, name, ...props }: FormNumberFieldProps<T>) {
  return <NumberField {...props} {...useBoundField(control, name)} />;
}
