import { InlineAlert } from '@doorline/design-system';
import { useEffect, useState } from 'react';
import { serverText } from '@/lib/errors';
import { loadServerMessages, useTranslation } from '@/lib/i18n';
import { sessionEnd } from '@/lib/session';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

/**
 * The sign-in screen, without a router: the app's route (`routes/login.tsx`) and the sign-in page's
 * own entry (`src/sign-in.tsx`) each say what follows a sign-in.
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <SessionEndReason />
      <LoginForm onSignedIn={onSignedIn} />
    </AuthLayout>
  );
}

/**
 * Why an open session was ended (suspended, blocked, a blocked dealer, signed out elsewhere), in the
 * reader's language: the server's message, shown once its texts have loaded (issue 24).
 */
function SessionEndReason() {
  // Set before the sign-in screen shows (the session that ended sent it here) and cleared only by
  // the next sign-in, which leaves the screen: read as it renders, not watched.
  const { reason } = sessionEnd;
  const { i18n } = useTranslation('auth');
  const [loaded, setLoaded] = useState(() => i18n.hasLoadedNamespace('server'));
  useEffect(() => {
    if (reason && !loaded) void loadServerMessages().finally(() => setLoaded(true));
  }, [reason, loaded]);
  if (!reason || !loaded) return null;
  return <InlineAlert tone="info">{serverText(reason)}</InlineAlert>;
}
