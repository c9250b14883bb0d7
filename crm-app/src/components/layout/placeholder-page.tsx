import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/** A route whose screen a later issue fills in: its title and a short note. */
export function PlaceholderPage({ title, text }: { title: ParseKeys; text?: string | undefined }) {
  const { t } = useTranslation();
  return <Page title={t(title)} description={text ?? t('placeholder.soon')} />;
}
