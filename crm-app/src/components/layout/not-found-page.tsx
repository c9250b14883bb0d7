import { Button } from '@doorline/design-system';
import { useNavigate } from 'react-router-dom';
import { Page } from './page';
import { useTranslation } from '@/lib/i18n';

/** Any unknown path, inside the layout: 'Page Not Found' with a Back button one step back in history. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')} description={t('notFound.text')}>
      <div>
        <Button variant="secondary" onPress={() => navigate(-1)}>
          {t('notFound.back')}
        </Button>
      </div>
    </Page>
  );
}

export { NotFoundPage as Component };
