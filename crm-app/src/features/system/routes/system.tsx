import { Radio, RadioGroup } from '@doorline/design-system';
import { useSnapshot } from 'valtio';
import { Page } from '@/components/layout/page';
import { languages, session, setLanguage } from '@/lib/session';
import { preferences, setTheme, themeChoices, type ThemeChoice } from '@/lib/theme';
import { SessionsCard } from '../components/sessions-card';
import * as styles from './system.css';
import { useTranslation } from '@/lib/i18n';

const themeLabel = {
  light: 'system.light',
  dark: 'system.dark',
  system: 'system.systemTheme',
} as const satisfies Record<ThemeChoice, string>;

/** A setting chosen from a few values: a radio group of them. */
function ChoiceGroup<Choice extends string>({
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: {
  label: string;
  value: Choice;
  choices: readonly Choice[];
  choiceLabel: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
}) {
  return (
    <RadioGroup label={label} value={value} onChange={(chosen) => onChange(chosen as Choice)}>
      {choices.map((choice) => (
        <Radio key={choice} value={choice}>
          {choiceLabel(choice)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** `/system` (Settings): the language, the theme and the signed-in sessions. */
export function SystemPage() {
  const { t } = useTranslation(['system', 'common']);
  const { language } = useSnapshot(session);
  const { theme } = useSnapshot(preferences);
  return (
    <Page title={t('common:pages.system')}>
      <div className={styles.page}>
        <div className={styles.groups}>
          <ChoiceGroup
            label={t('system.language')}
            value={language}
            choices={languages}
            choiceLabel={(code) => t(`system.languages.${code}`)}
            onChange={setLanguage}
          />
          <ChoiceGroup
            label={t('system.theme')}
            value={theme}
            choices={themeChoices}
            choiceLabel={(choice) => t(themeLabel[choice])}
            onChange={setTheme}
          />
        </div>
        <SessionsCard />
      </div>
    </Page>
  );
}

export { SystemPage as Component };
