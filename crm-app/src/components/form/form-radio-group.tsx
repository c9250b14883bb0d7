import { RadioGroup, type RadioGroupProps } from '@doorline/design-system';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-text-field';

/** The props a bound radio group takes from react-hook-form rather than from its caller. */
type BoundRadioProps = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage';

/**
 * The design system's radio group bound to a react-hook-form field holding the chosen option's
 * value, as `FormSelect` binds a select; its `Radio` children are the options.
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: FormFieldProps<Omit<RadioGroupProps, BoundRadioProps>, T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      {...props}
      value={(field.value as string | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}
