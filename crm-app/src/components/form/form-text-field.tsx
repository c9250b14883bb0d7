import { TextField, type TextFieldProps } from '@doorline/design-system';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** The props a bound field takes from react-hook-form rather than from its caller. */
export type BoundProps =
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

/** A design-system field's own props, and the form field it is bound to. */
export type FormFieldProps<P, T extends FieldValues> = Omit<P, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * What a design-system field needs from a react-hook-form field: its value, its ref (focus on
 * error) and its error message, from validation or from the server's `error[]`.
 */
export function useBoundField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    errorMessage: fieldState.error?.message,
  };
}

export type FormTextFieldProps<T extends FieldValues> = FormFieldProps<TextFieldProps, T>;

/**
 * The design system's text field bound to a react-hook-form field (`useBoundField`). The field
 * wires its own label, description and error ids.
 */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return <TextField {...props} {...useBoundField(control, name)} />;
}
