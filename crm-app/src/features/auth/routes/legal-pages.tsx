import { Link } from '@doorline/design-system';
import { AuthLayout } from '../components/auth-layout';
import { useTranslation } from '@/lib/i18n';

/* The terms of service and the privacy policy in one module, so that the router names it once;
   both texts are still to come. */
function LegalPage({ title }: { title: 'termsOfService' | 'privacyPolicy' }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthLayout title={t(`common:pages.${title}`)} subtitle={t('common:placeholder.soon')}>
      <Link href="/auth/login">{t('auth.backToLogin')}</Link>
    </AuthLayout>
  );
}

export const TermsPage = () => <LegalPage title="termsOfService" />;
export const PrivacyPage = () => <LegalPage title="privacyPolicy" />;
