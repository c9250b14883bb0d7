import { TextArea, type TextAreaProps } from '@doorline/design-system';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FormFieldProps } from './form-text-field';

export type FormTextAreaProps<T extends FieldValues> = FormFieldProps<TextAreaProps, T>;

/** The design system's text area bound to a react-hook-form field, as `FormTextField` binds a text field. */
export function FormTextArea<T extends FieldValues>({ control, name, ...props }: FormTextAreaProps<T>) {
  return <TextArea {...props} {...useBoundField(control, name)} />;
}
