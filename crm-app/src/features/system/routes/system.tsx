import { Radio, RadioGroup } from '@doorline/design-system';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Page } from '@/components/layout/page';
import { languages, session, setLanguage, type Language } from '@/lib/session';
import { preferences, setTheme, themeChoices, type ThemeChoice } from '@/lib/theme';
import { SessionsCard } from '../components/sessions-card';
import * as styles from './system.css';

const themeLabel = {
  light: 'system.light',
  dark: 'system.dark',
  system: 'system.systemTheme',
} as const satisfies Record<ThemeChoice, string>;

/** `/system` (Settings): the language, the theme and the signed-in sessions. */
export function SystemPage() {
  const { t } = useTranslation(['system', 'common']);
  const { language } = useSnapshot(session);
  const { theme } = useSnapshot(preferences);
  return (
    <Page title={t('common:pages.system')}>
      <div className={styles.page}>
        <div className={styles.groups}>
          <RadioGroup
            label={t('system.language')}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
          >
            {languages.map((code) => (
              <Radio key={code} value={code}>
                {t(`system.languages.${code}`)}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label={t('system.theme')}
            value={theme}
            onChange={(value) => setTheme(value as ThemeChoice)}
          >
            {themeChoices.map((choice) => (
              <Radio key={choice} value={choice}>
                {t(themeLabel[choice])}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <SessionsCard />
      </div>
    </Page>
  );
}

export { SystemPage as Component };
