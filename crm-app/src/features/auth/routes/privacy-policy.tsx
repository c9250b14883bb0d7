import { Link } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

export function PrivacyPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthLayout title={t('common:pages.privacyPolicy')} subtitle={t('common:placeholder.soon')}>
      <Link href="/auth/login">{t('auth.backToLogin')}</Link>
    </AuthLayout>
  );
}

export { PrivacyPage as Component };
