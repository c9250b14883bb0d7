import { Link } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('pages.termsOfService')} subtitle={t('placeholder.soon')}>
      <Link href="/auth/login">{t('auth.backToLogin')}</Link>
    </AuthLayout>
  );
}

export { TermsPage as Component };
