import { OtpInput } from '@doorline/design-system';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Step 2 of the login: the one-time code. Loaded only when the server asks for it. */
export default function TwoFactorCode({
  control,
}: {
  control: Control<{ email: string; password: string; code: string }>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => (
        <OtpInput
          label={t('auth.otp')}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          errorMessage={fieldState.error?.message}
          strings={{ digitLabel: (n: number, total: number) => t('auth.otpDigit', { n, total }) }}
          // Step 2 replaces the form the user just sent; focus goes to its only field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      )}
    />
  );
}
