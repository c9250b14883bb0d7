import { Button } from '@doorline/design-system';
import type { Control } from 'react-hook-form';
import type { CodeValues } from '../lib/schemas';
import { AccountCodeField, ResendButton } from './code-field';
import type { useCodeSender } from './use-code-sender';
import { useTranslation } from '@/lib/i18n';

/**
 * The code part of both 2FA dialogs: "Send code" until a code went out by SMS or e-mail, then the
 * code field and "Resend code" after the wait; for the app, only the code field.
 */
export function TwoFactorCodeStep({
  control,
  isApp,
  showCode,
  sender,
  focusOnMount,
}: {
  control: Control<CodeValues>;
  isApp: boolean;
  showCode: boolean;
  sender: ReturnType<typeof useCodeSender>;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      {!isApp && !sender.sent ? (
        <div>
          <Button variant="secondary" isPending={sender.isSending} onPress={() => void sender.send()}>
            {t('twoFactor.sendCode')}
          </Button>
        </div>
      ) : null}
      {showCode ? (
        <AccountCodeField
          control={control}
          name="token"
          label={isApp ? t('twoFactor.appCode') : t('twoFactor.code')}
          focusOnMount={focusOnMount}
        />
      ) : null}
      {!isApp && sender.sent ? (
        <ResendButton
          secondsLeft={sender.secondsLeft}
          isPending={sender.isSending}
          onPress={() => void sender.send()}
          label={t('twoFactor.resend')}
          waitLabel={t('twoFactor.resendIn', { seconds: sender.secondsLeft })}
        />
      ) : null}
    </>
  );
}
