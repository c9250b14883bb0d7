import { OtpInput } from '@doorline/design-system';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The 6-digit code of spec §9, one cell per digit, bound to a react-hook-form field like
 * `FormTextField`.
 */
export function FormCodeField<T extends FieldValues>({
  control,
  name,
  label,
  digitLabel,
  focusOnMount,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Each cell's label: "Digit 1 of 6", in the feature's words. */
  digitLabel: (n: number, total: number) => string;
  /** Focus the first cell when the field appears (the step the user just moved to). */
  focusOnMount?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OtpInput
      label={label}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
      // Each step that shows the code replaces what the user just sent; focus goes to the code.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnMount}
      strings={{ digitLabel }}
    />
  );
}
