import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const target = from && !from.pathname.startsWith('/auth') ? `${from.pathname}${from.search}` : '/me';
  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthLayout>
  );
}

export { LoginPage as Component };
