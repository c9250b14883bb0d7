import { InlineAlert } from '@doorline/design-system';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { serverText } from '@/lib/errors';
import { loadServerMessages } from '@/lib/i18n';
import { afterSignIn } from '@/lib/routing';
import { sessionEnd } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The two-factor step and Google's sign-in end here too (issue 27: docs/dashboard.md).
  const target = afterSignIn(useLocation().state);
  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <SessionEndReason />
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthLayout>
  );
}

/**
 * Why an open session was ended (suspended, blocked, a blocked dealer, signed out elsewhere), in the
 * reader's language: the server's message, shown once its texts have loaded (issue 24).
 */
function SessionEndReason() {
  const { reason } = useSnapshot(sessionEnd);
  const { i18n } = useTranslation('auth');
  const [loaded, setLoaded] = useState(() => i18n.hasLoadedNamespace('server'));
  useEffect(() => {
    if (reason && !loaded) void loadServerMessages().finally(() => setLoaded(true));
  }, [reason, loaded]);
  if (!reason || !loaded) return null;
  return <InlineAlert tone="info">{serverText(reason)}</InlineAlert>;
}

export { LoginPage as Component };
