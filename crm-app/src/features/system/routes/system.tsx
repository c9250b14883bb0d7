import { Button } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Page } from '@/components/layout/page';
import { languages, session, setLanguage } from '@/lib/session';
import { preferences, setTheme, themeChoices, type ThemeChoice } from '@/lib/theme';
import * as styles from './system.css';

const themeLabel = {
  light: 'system.light',
  dark: 'system.dark',
  system: 'system.systemTheme',
} as const satisfies Record<ThemeChoice, string>;

/** `/system`: the language and the theme (sessions come with the identity issue). */
export function SystemPage() {
  const { t } = useTranslation();
  const { language } = useSnapshot(session);
  const { theme } = useSnapshot(preferences);
  return (
    <Page title={t('pages.system')}>
      <div role="group" aria-labelledby="language-label" className={styles.group}>
        <h2 id="language-label" className={styles.label}>
          {t('system.language')}
        </h2>
        <div className={styles.choices}>
          {languages.map((code) => (
            <Button
              key={code}
              variant={code === language ? 'primary' : 'secondary'}
              aria-pressed={code === language}
              onPress={() => setLanguage(code)}
            >
              {t(`system.languages.${code}`)}
            </Button>
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby="theme-label" className={styles.group}>
        <h2 id="theme-label" className={styles.label}>
          {t('system.theme')}
        </h2>
        <div className={styles.choices}>
          {themeChoices.map((choice) => (
            <Button
              key={choice}
              variant={choice === theme ? 'primary' : 'secondary'}
              aria-pressed={choice === theme}
              onPress={() => setTheme(choice)}
            >
              {t(themeLabel[choice])}
            </Button>
          ))}
        </div>
      </div>
    </Page>
  );
}

export { SystemPage as Component };
