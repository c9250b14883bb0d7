import { useMemo, type DependencyList } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `useMemo` for what is built from the texts of the current language (a form's schema with its
 * messages, a table's columns): built again when the language changes as well as when `deps` do.
 * The one place that tells the hooks' linter so; the callers name only their own dependencies.
 */
export function useLanguageMemo<T>(build: () => T, deps: DependencyList): T {
  const { i18n } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- `build` reads `deps` and the language's texts
  return useMemo(build, [...deps, i18n.language]);
}
