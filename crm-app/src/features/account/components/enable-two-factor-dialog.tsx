import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { TwoFactorMethod } from '@doorline/api-client';
import {
  Button,
  Inline,
  InlineAlert,
  Radio,
  RadioGroup,
  Skeleton,
  Text,
  toast,
} from '@doorline/design-system';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { explainError } from '@/lib/errors';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorSetup } from '../api/get-two-factor-setup';
import { codeSchema, type CodeValues } from '../lib/schemas';
import { TwoFactorCodeStep } from './two-factor-code-step';
import { useCodeSender } from './use-code-sender';
import * as styles from '../account.css';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

export const EnableTwoFactorDialog = whileOpen(EnableTwoFactorForm);

/** Spec §4 "Two-factor", enable: choose the method; the app shows a QR code, SMS and e-mail send a code. */
export function EnableTwoFactorForm({ onOpenChange }: DialogFormProps) {
  const { t } = useTranslation('account');
  const enable = useEnableTwoFactor();
  const [method, setMethod] = useState<TwoFactorMethod>('app');
  const schema = useLanguageMemo(() => codeSchema(t('twoFactor.otpRequired')), [t]);
  const form = useForm<CodeValues>({
    resolver: superstructResolver(schema) as Resolver<CodeValues>,
    defaultValues: { token: '' },
  });

  // The app method needs a secret and its QR code; they are fetched when the app is chosen and
  // forgotten when the dialog closes.
  const setupQuery = useTwoFactorSetup(method === 'app');
  const setup = setupQuery.data ?? null;
  const isGenerating = setupQuery.isFetching;
  const setupError = setupQuery.isError ? explainError(t, setupQuery.error, t('twoFactor.failed')) : null;

  const submission = useFormSubmission(form, {
    submit: ({ token }) =>
      enable.mutateAsync({
        twoFactorType: method,
        token,
        ...(method === 'app' && setup ? { secret: setup.secret } : {}),
      }),
    fallback: t('twoFactor.enableFailed'),
    success: t('twoFactor.enabled'),
    onOpenChange,
    onSuccess: () => {
      sender.used();
    },
    // Enable before there is a code to check: say what is missing instead of doing nothing.
    refuse: () =>
      !showCode || (method === 'app' && (!setup || setup.secret.length < 6))
        ? method === 'app'
          ? t('twoFactor.secretRequired')
          : t('twoFactor.sendFirst')
        : null,
  });
  const sender = useCodeSender(method === 'app' ? null : method, submission.fail);
  const showCode = method === 'app' ? !!setup : sender.sent;

  async function refresh() {
    submission.clearRootError();
    const answer = await setupQuery.refetch();
    if (answer.isSuccess) toast.success(t('twoFactor.qrRefreshed'));
    else toast.error(explainError(t, answer.error, t('twoFactor.failed')));
  }

  return (
    <FormDialog
      title={t('twoFactor.enableTitle')}
      submission={submission}
      submitLabel={t('twoFactor.enable')}
    >
      <RadioGroup
        label={t('twoFactor.method')}
        value={method}
        isDisabled={submission.isSubmitting}
        onChange={(value) => {
          setMethod(value as TwoFactorMethod);
          form.reset({ token: '' });
        }}
      >
        <Radio value="app" description={t('twoFactor.appDescription')}>
          {t('twoFactor.methods.app')}
        </Radio>
        <Radio value="sms" description={t('twoFactor.smsDescription')}>
          {t('twoFactor.methods.sms')}
        </Radio>
        <Radio value="email" description={t('twoFactor.emailDescription')}>
          {t('twoFactor.methods.email')}
        </Radio>
      </RadioGroup>

      {method === 'app' ? (
        setup ? (
          <>
            <Text size="sm">{t('twoFactor.scanQr')}</Text>
            <Inline gap="lg" align="start">
              <img className={styles.qr} src={setup.qrCodeDataURL} alt={t('twoFactor.qrAlt')} />
              <div className={styles.grow}>
                <p className={styles.secretLabel}>{t('twoFactor.secret')}</p>
                <code className={styles.secret}>{setup.secret}</code>
                <Inline>
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={isGenerating}
                    pendingLabel={t('twoFactor.loadingQr')}
                    onPress={() => void refresh()}
                  >
                    {t('twoFactor.refresh')}
                  </Button>
                </Inline>
              </div>
            </Inline>
          </>
        ) : isGenerating ? (
          <div aria-busy="true" aria-label={t('twoFactor.loadingQr')}>
            <Skeleton shape="block" width="12rem" height="12rem" />
          </div>
        ) : (
          <>
            {setupError ? <InlineAlert tone="critical">{setupError}</InlineAlert> : null}
            <div>
              <Button variant="secondary" onPress={() => void setupQuery.refetch()}>
                {t('account.retry')}
              </Button>
            </div>
          </>
        )
      ) : null}

      <TwoFactorCodeStep
        control={form.control}
        isApp={method === 'app'}
        showCode={showCode}
        sender={sender}
        focusOnMount={method !== 'app'}
      />
    </FormDialog>
  );
}
