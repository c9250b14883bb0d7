import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** Being built (issue 10). */
export function RolesPage() {
  const { t } = useTranslation('organization');
  return <Page title={t('index.title')} />;
}
