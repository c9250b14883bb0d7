import { i18n } from '@/lib/i18n';
import lists from '@/locales/en/lists';

/*
 * The lists' own words (the pager, a table's empty and failed states, the look-ups) in English come
 * with the signed-in shell, as `common` comes with the entry: nearly every signed-in page shows a
 * list or a record, and each would otherwise fetch this small file beside its own texts. Another
 * language's load as every namespace does (lib/i18n.ts), which never loads one it already holds.
 */
i18n.addResourceBundle('en', 'lists', lists);
