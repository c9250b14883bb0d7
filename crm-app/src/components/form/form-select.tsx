import { Select, type SelectProps } from '@doorline/design-system';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-text-field';

/** The props a bound choice takes from react-hook-form rather than from its caller. */
type BoundChoiceProps =
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'onBlur' | 'errorMessage';

/**
 * What a design-system choice needs from a react-hook-form field holding the chosen id (null while
 * nothing is chosen): the id, the change, the blur and the error message.
 */
export function useBoundChoice<T extends FieldValues>({
  control,
  name,
}: Pick<FormFieldProps<object, T>, 'control' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return {
    selectedKey: field.value as string | null,
    onSelectionChange: field.onChange as (key: string | null) => void,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}

/** The design system's select bound to a react-hook-form field, as `FormTextField` binds a text field. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: FormFieldProps<Omit<SelectProps, BoundChoiceProps>, T>) {
  return <Select {...props} {...useBoundChoice({ control, name })} />;
}
