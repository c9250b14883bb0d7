import { Page } from './page';
import { useTranslation, type ParseKeys } from '@/lib/i18n';

/** A route whose screen a later issue fills in: its title and a short note. */
export function PlaceholderPage({ title, text }: { title: ParseKeys; text?: string | undefined }) {
  const { t } = useTranslation();
  return <Page title={t(title)} description={text ?? t('placeholder.soon')} />;
}
