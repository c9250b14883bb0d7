import { Link } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

export function TermsPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthLayout title={t('common:pages.termsOfService')} subtitle={t('common:placeholder.soon')}>
      <Link href="/auth/login">{t('auth.backToLogin')}</Link>
    </AuthLayout>
  );
}

export { TermsPage as Component };
