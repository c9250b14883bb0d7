import { PasswordField, type PasswordFieldProps } from '@doorline/design-system';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type BoundProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'errorMessage'
  | 'showLabel'
  | 'hideLabel';

export type FormPasswordFieldProps<T extends FieldValues> = Omit<PasswordFieldProps, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * The design system's password field bound to a react-hook-form field: its value, its error
 * message, and the translated show/hide labels.
 */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
      showLabel={t('app.showPassword')}
      hideLabel={t('app.hidePassword')}
    />
  );
}
