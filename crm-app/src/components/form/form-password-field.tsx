import { PasswordField, type PasswordFieldProps } from '@doorline/design-system';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FormFieldProps } from './form-text-field';
import { useTranslation } from '@/lib/i18n';

export type FormPasswordFieldProps<T extends FieldValues> = FormFieldProps<
  Omit<PasswordFieldProps, 'showLabel' | 'hideLabel' | 'autoComplete' | 'isRequired'>,
  T
> & {
  /** Whether it asks for a new password or the current one: the browser's autocomplete follows. */
  purpose: 'new' | 'current';
};

/**
 * The design system's password field bound to a react-hook-form field: its value, its error
 * message, and the translated show/hide labels. A password is always required.
 */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  purpose,
  ...props
}: FormPasswordFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      {...useBoundField(control, name)}
      autoComplete={`${purpose}-password`}
      isRequired
      showLabel={t('app.showPassword')}
      hideLabel={t('app.hidePassword')}
    />
  );
}
