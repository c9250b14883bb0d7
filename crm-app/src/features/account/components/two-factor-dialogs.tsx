import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { CurrentUser, TwoFactorMethod } from '@doorline/api-client';
import {
  Button,
  Dialog,
  InlineAlert,
  Radio,
  RadioGroup,
  Skeleton,
  Text,
  toast,
} from '@doorline/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useResendTimer } from '@/lib/resend-timer';
import { useRefreshMe } from '../api/me';
import { explainError } from '../lib/errors';
import { codeSchema, type CodeValues } from '../lib/schemas';
import { CodeField, ResendButton } from './code-field';
import * as styles from '../account.css';

type Channel = 'sms' | 'email';

/** Sending a code by SMS or e-mail, with the 60 s wait before it may be sent again (spec §4). */
function useCodeSender(onError: (message: string) => void) {
  const { t } = useTranslation();
  const timer = useResendTimer(60);
  const [sent, setSent] = useState(false);
  const [isSending, setSending] = useState(false);
  const send = useCallback(
    async (channel: Channel) => {
      setSending(true);
      try {
        await api.twoFactor.sendOtp(channel);
        toast.success(t('twoFactor.otpSentVia', { method: t(`twoFactor.methodNames.${channel}`) }));
        timer.start();
        setSent(true);
      } catch (error) {
        const message = explainError(t, error, sent ? t('twoFactor.resendError') : t('twoFactor.sendFailed'));
        onError(message);
        toast.error(message);
      } finally {
        setSending(false);
      }
    },
    [t, timer, sent, onError],
  );
  return { send, sent, setSent, isSending, secondsLeft: timer.secondsLeft };
}

/** The frame both 2FA dialogs share: the title, the form, Cancel and the submit button. */
function TwoFactorFrame({
  title,
  formId,
  onSubmit,
  onOpenChange,
  isSaving,
  submitLabel,
  isSubmitDisabled,
  destructive,
  rootError,
  children,
}: {
  title: string;
  formId: string;
  onSubmit: () => void;
  onOpenChange: (isOpen: boolean) => void;
  isSaving: boolean;
  submitLabel: string;
  isSubmitDisabled: boolean;
  destructive?: boolean;
  rootError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('app.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('account.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'destructive' : 'primary'}
            isDisabled={isSubmitDisabled}
            isPending={isSaving}
            pendingLabel={t('account.saving')}
          >
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}

/* ---------- enable ---------- */

export function EnableTwoFactorDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <EnableTwoFactorForm onOpenChange={onOpenChange} /> : null;
}

interface Setup {
  secret: string;
  qrCodeDataURL: string;
}

/** Spec §4 "Two-factor", enable: choose the method; the app shows a QR code, SMS and e-mail send a code. */
export function EnableTwoFactorForm({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refreshMe = useRefreshMe();
  const [method, setMethod] = useState<TwoFactorMethod>('app');
  const [rootError, setRootError] = useState<string | null>(null);
  const sender = useCodeSender(setRootError);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => codeSchema(t('twoFactor.otpRequired')), [t, i18n.language]);
  const form = useForm<CodeValues>({
    resolver: superstructResolver(schema) as Resolver<CodeValues>,
    defaultValues: { token: '' },
  });
  const isSaving = form.formState.isSubmitting;

  // The app method needs a secret and its QR code; they are fetched when the app is chosen and
  // forgotten when the dialog closes.
  const setupQuery = useQuery({
    queryKey: ['twoFactor', 'setup'],
    queryFn: () => api.twoFactor.generate().then((answer): Setup => answer.data),
    enabled: method === 'app',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const setup = setupQuery.data ?? null;
  const isGenerating = setupQuery.isFetching;
  const setupError = setupQuery.isError ? explainError(t, setupQuery.error, t('twoFactor.failed')) : null;

  async function refresh() {
    setRootError(null);
    const answer = await setupQuery.refetch();
    if (answer.isSuccess) toast.success(t('twoFactor.qrRefreshed'));
    else toast.error(explainError(t, answer.error, t('twoFactor.failed')));
  }

  const submit = form.handleSubmit(async ({ token }) => {
    setRootError(null);
    if (method === 'app' && (!setup || setup.secret.length < 6)) {
      setRootError(t('twoFactor.secretRequired'));
      return;
    }
    try {
      await api.twoFactor.enable({
        twoFactorType: method,
        token,
        ...(method === 'app' && setup ? { secret: setup.secret } : {}),
      });
      toast.success(t('twoFactor.enabled'));
      await refreshMe();
      onOpenChange(false);
    } catch (error) {
      const message = explainError(t, error, t('twoFactor.enableFailed'));
      setRootError(message);
      toast.error(message);
    }
  });

  const showCode = method === 'app' ? !!setup : sender.sent;

  return (
    <TwoFactorFrame
      title={t('twoFactor.enableTitle')}
      formId={formId}
      onSubmit={() => void submit()}
      onOpenChange={onOpenChange}
      isSaving={isSaving}
      submitLabel={t('twoFactor.enable')}
      isSubmitDisabled={!showCode}
      rootError={rootError}
    >
      <RadioGroup
        label={t('twoFactor.method')}
        value={method}
        isDisabled={isSaving}
        onChange={(value) => {
          setMethod(value as TwoFactorMethod);
          setRootError(null);
          sender.setSent(false);
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
            <div className={styles.qrRow}>
              <img className={styles.qr} src={setup.qrCodeDataURL} alt={t('twoFactor.qrAlt')} />
              <div className={styles.grow}>
                <p className={styles.secretLabel}>{t('twoFactor.secret')}</p>
                <code className={styles.secret}>{setup.secret}</code>
                <div className={styles.resendRow}>
                  <Button
                    variant="ghost"
                    size="sm"
                    isPending={isGenerating}
                    pendingLabel={t('twoFactor.loadingQr')}
                    onPress={() => void refresh()}
                  >
                    {t('twoFactor.refresh')}
                  </Button>
                </div>
              </div>
            </div>
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
      ) : sender.sent ? null : (
        <div>
          <Button variant="secondary" isPending={sender.isSending} onPress={() => void sender.send(method)}>
            {t('twoFactor.sendCode')}
          </Button>
        </div>
      )}

      {showCode ? (
        <Controller
          control={form.control}
          name="token"
          render={({ field, fieldState }) => (
            <CodeField
              label={method === 'app' ? t('twoFactor.appCode') : t('twoFactor.code')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
              focusOnMount={method !== 'app'}
            />
          )}
        />
      ) : null}
      {method !== 'app' && sender.sent ? (
        <ResendButton
          secondsLeft={sender.secondsLeft}
          isPending={sender.isSending}
          onPress={() => void sender.send(method)}
          label={t('twoFactor.resend')}
          waitLabel={t('twoFactor.resendIn', { seconds: sender.secondsLeft })}
        />
      ) : null}
    </TwoFactorFrame>
  );
}

/* ---------- disable ---------- */

export function DisableTwoFactorDialog({
  user,
  isOpen,
  onOpenChange,
}: {
  user: CurrentUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  if (!isOpen || user.twoFactorType === 'none') return null;
  return <DisableTwoFactorForm method={user.twoFactorType} onOpenChange={onOpenChange} />;
}

/** Spec §4 "Two-factor", disable: SMS and e-mail send a code first; the app asks for its code. */
export function DisableTwoFactorForm({
  method,
  onOpenChange,
}: {
  method: TwoFactorMethod;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refreshMe = useRefreshMe();
  const [rootError, setRootError] = useState<string | null>(null);
  const sender = useCodeSender(setRootError);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => codeSchema(t('twoFactor.otpCodeRequired')), [t, i18n.language]);
  const form = useForm<CodeValues>({
    resolver: superstructResolver(schema) as Resolver<CodeValues>,
    defaultValues: { token: '' },
  });
  const isSaving = form.formState.isSubmitting;
  const showCode = method === 'app' || sender.sent;

  const submit = form.handleSubmit(async ({ token }) => {
    setRootError(null);
    try {
      await api.twoFactor.disable({ twoFactorType: method, token });
      toast.success(t('twoFactor.disabled'));
      await refreshMe();
      onOpenChange(false);
    } catch (error) {
      const message = explainError(t, error, t('twoFactor.failed'));
      setRootError(message);
      toast.error(message);
    }
  });

  return (
    <TwoFactorFrame
      title={t('twoFactor.disableTitle')}
      formId={formId}
      onSubmit={() => void submit()}
      onOpenChange={onOpenChange}
      isSaving={isSaving}
      submitLabel={t('twoFactor.disable')}
      isSubmitDisabled={!showCode}
      destructive
      rootError={rootError}
    >
      <Text size="sm">{t('twoFactor.onText', { method: t(`twoFactor.methods.${method}`) })}</Text>
      {method !== 'app' && !sender.sent ? (
        <div>
          <Button variant="secondary" isPending={sender.isSending} onPress={() => void sender.send(method)}>
            {t('twoFactor.sendCode')}
          </Button>
        </div>
      ) : null}
      {showCode ? (
        <Controller
          control={form.control}
          name="token"
          render={({ field, fieldState }) => (
            <CodeField
              label={method === 'app' ? t('twoFactor.appCode') : t('twoFactor.code')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              errorMessage={fieldState.error?.message}
              focusOnMount
            />
          )}
        />
      ) : null}
      {method !== 'app' && sender.sent ? (
        <ResendButton
          secondsLeft={sender.secondsLeft}
          isPending={sender.isSending}
          onPress={() => void sender.send(method)}
          label={t('twoFactor.resend')}
          waitLabel={t('twoFactor.resendIn', { seconds: sender.secondsLeft })}
        />
      ) : null}
    </TwoFactorFrame>
  );
}
