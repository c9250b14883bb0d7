import { Button, OtpInput } from '@doorline/design-system';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../account.css';

/** The 6-digit code of spec §9, one cell per digit. */
export function CodeField({
  label,
  value,
  onChange,
  errorMessage,
  inputRef,
  description,
  focusOnMount,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  description?: string;
  /** Focus the first cell when the field appears (the step the user just moved to). */
  focusOnMount?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <OtpInput
      label={label}
      value={value}
      onChange={onChange}
      inputRef={inputRef}
      errorMessage={errorMessage}
      description={description}
      // Each step that shows the code replaces what the user just sent; focus goes to the code.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnMount}
      strings={{ digitLabel: (n: number, total: number) => t('security.otpDigit', { n, total }) }}
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
    <div className={styles.resendRow}>
      <Button variant="ghost" size="sm" isDisabled={secondsLeft > 0} isPending={isPending} onPress={onPress}>
        {secondsLeft > 0 ? waitLabel : label}
      </Button>
    </div>
  );
}
