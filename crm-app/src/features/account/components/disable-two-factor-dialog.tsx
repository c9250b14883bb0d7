import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { CurrentUser, TwoFactorMethod } from '@doorline/api-client';
import { Text } from '@doorline/design-system';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, type DialogFormProps } from '@/components/form/form-dialog';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { codeSchema, type CodeValues } from '../lib/schemas';
import { TwoFactorCodeStep } from './two-factor-code-step';
import { useCodeSender } from './use-code-sender';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

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

/**
 * Spec §4 "Two-factor", disable: SMS and e-mail send a code first; the app asks for its code.
 * Disable before a code was sent says so instead of doing nothing.
 */
export function DisableTwoFactorForm({
  method,
  onOpenChange,
}: DialogFormProps & { method: TwoFactorMethod }) {
  const { t } = useTranslation('account');
  const disable = useDisableTwoFactor();
  const schema = useLanguageMemo(() => codeSchema(t('twoFactor.otpCodeRequired')), [t]);
  const form = useForm<CodeValues>({
    resolver: superstructResolver(schema) as Resolver<CodeValues>,
    defaultValues: { token: '' },
  });
  const submission = useFormSubmission(form, {
    submit: ({ token }) => disable.mutateAsync({ twoFactorType: method, token }),
    fallback: t('twoFactor.failed'),
    success: t('twoFactor.disabled'),
    onOpenChange,
    onSuccess: () => {
      sender.used();
    },
    refuse: () => (showCode ? null : t('twoFactor.sendFirst')),
  });
  const sender = useCodeSender(method === 'app' ? null : method, submission.fail);
  const showCode = method === 'app' || sender.sent;

  return (
    <FormDialog
      title={t('twoFactor.disableTitle')}
      submission={submission}
      submitLabel={t('twoFactor.disable')}
      submitVariant="destructive"
    >
      <Text size="sm">{t('twoFactor.onText', { method: t(`twoFactor.methods.${method}`) })}</Text>
      <TwoFactorCodeStep
        control={form.control}
        isApp={method === 'app'}
        showCode={showCode}
        sender={sender}
        focusOnMount
      />
    </FormDialog>
  );
}
