import type { FieldValues } from 'react-hook-form';
import { DealerPicker, type DealerPickerProps } from '@/components/dealer-picker';
import type { FormFieldProps } from './form-text-field';
import { useBoundChoice } from './form-select';

export type FormDealerPickerProps<T extends FieldValues> = FormFieldProps<
  Omit<DealerPickerProps, 'selectedKey' | 'onSelectionChange' | 'errorMessage'>,
  T
> & {
  /** Told of a new choice before the form's field takes it (to reset what depended on the old one). */
  onSelectionChange?: (key: string | null) => void;
};

/** The dealer picker bound to a react-hook-form field holding the chosen dealer's id. */
export function FormDealerPicker<T extends FieldValues>({
  control,
  name,
  onSelectionChange,
  ...props
}: FormDealerPickerProps<T>) {
  const { selectedKey, onSelectionChange: choose, errorMessage } = useBoundChoice({ control, name });
  return (
    <DealerPicker
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        onSelectionChange?.(key);
        choose(key);
      }}
      errorMessage={errorMessage}
    />
  );
}
