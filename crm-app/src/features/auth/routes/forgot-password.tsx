import { Link } from '@doorline/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WithQueryClient } from '@/lib/query-provider';
import { forgetResendWait, useResendTimer } from '@/lib/resend-timer';
import { AuthLayout } from '../components/auth-layout';
import * as styles from '../components/auth-layout.css';
import { CodeStep } from '../components/reset-code-step';
import { DoneStep } from '../components/reset-done-step';
import { EmailStep } from '../components/reset-email-step';
import { PasswordStep } from '../components/reset-password-step';
import { useTranslation } from '@/lib/i18n';

type Step =
  | { step: 'email'; email: string; returned: boolean }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; token: string }
  | { step: 'done' };

/** Spec §4 "Forgot password": 1 e-mail, 2 code (60 s resend, Back), 3 new password, 4 success. */
export function ForgotPasswordPage() {
  return (
    <WithQueryClient>
      <ForgotPassword />
    </WithQueryClient>
  );
}

function ForgotPassword() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'email', email: '', returned: false });
  // One code per address a minute: the wait belongs to the address the code went to.
  const timer = useResendTimer(60, state.step === 'done' ? undefined : `password-reset:${state.email}`);

  const subtitle = {
    email: t('recovery.emailStep'),
    code: t('recovery.codeStep'),
    password: t('recovery.passwordStep'),
    done: undefined,
  }[state.step];

  return (
    <AuthLayout
      title={state.step === 'done' ? t('recovery.doneTitle') : t('common:pages.forgotPassword')}
      subtitle={subtitle}
    >
      {state.step === 'email' ? (
        <EmailStep
          email={state.email}
          focusOnMount={state.returned}
          onSent={(email) => setState({ step: 'code', email })}
        />
      ) : state.step === 'code' ? (
        <CodeStep
          email={state.email}
          timer={timer}
          onBack={() => setState({ step: 'email', email: state.email, returned: true })}
          onVerified={(token) => setState({ step: 'password', email: state.email, token })}
        />
      ) : state.step === 'password' ? (
        <PasswordStep
          email={state.email}
          token={state.token}
          onReset={() => {
            // The code is used: another reset of this address may send one at once.
            forgetResendWait(`password-reset:${state.email}`);
            setState({ step: 'done' });
          }}
        />
      ) : (
        <DoneStep onLogin={() => void navigate('/auth/login')} />
      )}
      {state.step === 'done' ? null : (
        <div className={styles.row}>
          <Link href="/auth/login">{t('auth.backToLogin')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
