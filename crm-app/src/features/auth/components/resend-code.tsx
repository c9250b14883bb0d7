import { Button, Text, VisuallyHidden } from '@doorline/design-system';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * "Resend code" with the wait before it (spec §9: 60 s). The countdown is plain text, read when a
 * screen reader reaches it; only its end is announced, politely.
 */
export function ResendCode({
  secondsLeft,
  canResend,
  onResend,
  label,
  className,
}: {
  secondsLeft: number;
  canResend: boolean;
  onResend: () => Promise<void>;
  /** The button's text; "Resend code" unless given. */
  label?: string;
  /**
   * The row's layout, `resend` of auth-layout.css. Passed in: a style module imported from the
   * lazily loaded login step 2 would make the bundler split the first page's entry chunk (see
   * sign-in-extras.tsx).
   */
  className: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
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
    <div className={className}>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={!canResend}
        isPending={isPending}
        pendingLabel={t('common:app.loading')}
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
