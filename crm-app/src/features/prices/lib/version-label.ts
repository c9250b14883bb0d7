import { formatDay } from '@/lib/dates';
import type { TFunction } from '@/lib/i18n';
import type { Language } from '@/lib/session';
import { nameOf, type VersionChoice } from './versions';

/**
 * A version as a picker names it: its number and name (its list's first where there is more than one
 * list), and whether it is in force, takes effect on a day, or is a draft.
 */
export function versionLabel(
  t: TFunction<'prices'>,
  { list, version }: VersionChoice,
  language: Language,
  withList: boolean,
): string {
  const named = { number: version.number, name: nameOf(version.names, language) };
  const label = withList
    ? t('versionPicker.ofList', { ...named, list: nameOf(list.names, language) })
    : t('versionPicker.version', named);
  if (version.status === 'draft') return t('versionPicker.draft', { version: label });
  if (version.inForce) return t('versionPicker.inForce', { version: label });
  return t('versionPicker.from', { version: label, date: formatDay(version.effectiveFrom) });
}
