import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Page } from './page';
import * as styles from './page.css';

/** A route whose screen a later issue fills in: its title and a short note. */
export function PlaceholderPage({ title, text }: { title: ParseKeys; text?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Page title={t(title)}>
      <p className={styles.muted}>{text ?? t('placeholder.soon')}</p>
    </Page>
  );
}
