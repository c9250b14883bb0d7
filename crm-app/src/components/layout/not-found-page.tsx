import { Button } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from './page';
import * as styles from './page.css';

/** Any unknown path, inside the layout: 'Page Not Found' with a Back button one step back in history. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')}>
      <p className={styles.muted}>{t('notFound.text')}</p>
      <div>
        <Button variant="secondary" onPress={() => navigate(-1)}>
          {t('notFound.back')}
        </Button>
      </div>
    </Page>
  );
}

export { NotFoundPage as Component };
