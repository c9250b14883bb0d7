import { Button, Inline } from '@doorline/design-system';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormCodeField } from '@/components/form/form-code-field';
import { useTranslation } from '@/lib/i18n';

/** The code field of the account's dialogs; focus goes to it when it appears unless told otherwise. */
export function AccountCodeField<T extends FieldValues>({
  control,
  name,
  label,
  focusOnMount = true,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <FormCodeField
      control={control}
      name={name}
      label={label}
      focusOnMount={focusOnMount}
      digitLabel={(n, total) => t('security.otpDigit', { n, total })}
    />
  );
}

/** Sends the code again once the 60 s wait is over (spec §4); the label counts down meanwhile. */
export function ResendButton({
  secondsLeft,
  isPending,
  onPress,
  label,
  waitLabel,
}: {
  secondsLeft: number;
  isPending: boolean;
  onPress: () => void;
  label: string;
  waitLabel: string;
}) {
  return (
    <Inline>
      <Button variant="ghost" size="sm" isDisabled={secondsLeft > 0} isPending={isPending} onPress={onPress}>
        {secondsLeft > 0 ? waitLabel : label}
      </Button>
    </Inline>
  );
}
