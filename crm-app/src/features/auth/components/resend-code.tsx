import { Button, Text, VisuallyHidden } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './auth-layout.css';

/**
 * "Resend code" with the wait before it (spec §9: 60 s). The countdown is plain text, read when a
 * screen reader reaches it; only its end is announced, politely.
 */
export function ResendCode({
  secondsLeft,
  canResend,
  onResend,
  label,
}: {
  secondsLeft: number;
  canResend: boolean;
  onResend: () => Promise<void>;
  /** The button's text; "Resend code" unless given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  // The end of a countdown is announced; the state before the first one is not.
  const [counted, setCounted] = useState(false);
  if (!canResend && !counted) setCounted(true);
  const ended = canResend && counted;

  async function resend() {
    setPending(true);
    try {
      await onResend();
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.resend}>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!canResend}
        isPending={isPending}
        pendingLabel={t('app.loading')}
        onPress={() => void resend()}
      >
        {label ?? t('auth.resendCode')}
      </Button>
      {canResend ? null : (
        <Text as="span" tone="muted" size="sm">
          {t('auth.resendIn', { seconds: secondsLeft })}
        </Text>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{ended ? t('auth.resendReady') : ''}</span>
      </VisuallyHidden>
    </div>
  );
}
