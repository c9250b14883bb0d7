import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, useTranslation } from './i18n';

// The app's texts (docs/decisions.md "Issue 41: the texts without i18next"): what `t` answers for
// the keys, values, counts and languages the screens use. `test-setup.ts` loads every English
// namespace first.
afterEach(() => i18n.changeLanguage('en'));

describe('the texts', () => {
  it('finds a key in its namespace, or in the one it names, with its values filled in', () => {
    expect(i18n.t('editForm.cancel')).toBe('Cancel');
    expect(i18n.t('search:searchPalette.empty', { term: 'oak' })).toBe('Nothing found for “oak”.');
    // A level whose name holds a dot: the action `user.invited` of the audit trail.
    expect(i18n.t('trail:actions.user.invited')).toBe('Invited');
    // A value not given stays as it is written; a key that no module has is shown as itself.
    expect(i18n.t('search:searchPalette.empty')).toBe('Nothing found for “{{term}}”.');
    expect(i18n.t('app.noSuchText' as never)).toBe('app.noSuchText');
    expect(i18n.t('app.noSuchText' as never, { defaultValue: 'Kept {{n}}', n: 2 })).toBe('Kept 2');
  });

  it("picks a count's plural form by the language's rules, and falls back to English", async () => {
    expect(i18n.t('search:searchPalette.results', { count: 1 })).toBe('1 result');
    expect(i18n.t('search:searchPalette.results', { count: 5 })).toBe('5 results');
    await i18n.changeLanguage('uk');
    await loadNamespaces('search');
    expect(i18n.language).toBe('uk');
    expect(i18n.t('search:searchPalette.results', { count: 1 })).toBe('1 результат');
    expect(i18n.t('search:searchPalette.results', { count: 3 })).toBe('3 результати');
    expect(i18n.t('search:searchPalette.results', { count: 11 })).toBe('11 результатів');
    expect(i18n.t('search:searchPalette.results', { count: 1.5 })).toBe('1.5 результату');
    // A key the Ukrainian module lacks (here: none does, so one added in English only) is English.
    i18n.addResourceBundle('en', 'dev', { onlyInEnglish: 'English {{x}}' });
    expect(i18n.t('dev:onlyInEnglish' as never, { x: 'too' })).toBe('English too');
    // Any other language asked for is English.
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('en');
  });

  it("makes a component wait for its namespace, then shows the reader's language and follows it", async () => {
    function Title() {
      const { t, i18n: current } = useTranslation(['search', 'common']);
      return (
        <p lang={current.language}>
          {t('searchPalette.label')} / {t('common:editForm.cancel')}
        </p>
      );
    }
    await i18n.changeLanguage('ru');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>,
    );
    expect(await screen.findByText('Поиск / Отмена')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Search / Cancel')).toBeTruthy();
  });
});
