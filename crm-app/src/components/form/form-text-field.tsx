import { TextField, type TextFieldProps } from '@doorline/design-system';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * The design system's text field bound to a react-hook-form field: its value, its ref (focus on
 * error) and its error message, from validation or from the server's `error[]`. The field wires
 * its own label, description and error ids.
 */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
    />
  );
}
