// The app's texts (docs/decisions.md "Issue 41: the texts without i18next"): every namespace of every
// language is a module, `locales/<language>/<namespace>.ts`, loaded when a screen needs it; a text
// is looked up by its key in the reader's language, then in English, its `{{value}}`s filled in, and
// a count picks its plural form by the language's rules (`Intl.PluralRules`: `_one`, `_few`,
// `_many`, `_other`). The keys are typed from the English modules.
import { use, useMemo, useSyncExternalStore, type DependencyList } from 'react';
import { subscribeKey } from 'valtio/vanilla/utils';
import type access from '@/locales/en/access';
import type account from '@/locales/en/account';
import type auth from '@/locales/en/auth';
import common from '@/locales/en/common';
import type customers from '@/locales/en/customers';
import type dealers from '@/locales/en/dealers';
import type dev from '@/locales/en/dev';
import type home from '@/locales/en/home';
import type imports from '@/locales/en/imports';
import type lists from '@/locales/en/lists';
import type notifications from '@/locales/en/notifications';
import type search from '@/locales/en/search';
import type organization from '@/locales/en/organization';
import type prices from '@/locales/en/prices';
import type sales from '@/locales/en/sales';
import type sending from '@/locales/en/sending';
import type server from '@/locales/en/server';
import type system from '@/locales/en/system';
import type trail from '@/locales/en/trail';
import { languages, session, type Language } from './session';
import type { Bundle, TextsModule } from './texts-module';

/** The texts' namespaces: `common` for the shell and the shared components, one per feature. */
export const namespaces = [
  'common',
  'lists',
  'auth',
  'account',
  'sales',
  'organization',
  'access',
  'dealers',
  'customers',
  'prices',
  'imports',
  'system',
  'dev',
  'notifications',
  'search',
  'home',
  'server',
  'sending',
  'trail',
] as const;
export type Namespace = (typeof namespaces)[number];

type Resources = {
  common: typeof common;
  auth: typeof auth;
  account: typeof account;
  lists: typeof lists;
  sales: typeof sales;
  organization: typeof organization;
  access: typeof access;
  dealers: typeof dealers;
  customers: typeof customers;
  prices: typeof prices;
  imports: typeof imports;
  system: typeof system;
  dev: typeof dev;
  notifications: typeof notifications;
  search: typeof search;
  home: typeof home;
  server: typeof server;
  sending: typeof sending;
  trail: typeof trail;
};

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A text's key without its plural form: `items_one` and `items_other` are both `items`. */
type Singular<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
/** Every text's key in a namespace's module, its levels joined by dots. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Each namespace's keys, worked out once. */
type AllKeys = { [N in Namespace]: KeyPaths<Resources[N]> };
/** The keys of a namespace's texts (of any of them, for a union). */
export type KeysOf<N extends Namespace> = AllKeys[N];
/** A key of any namespace, named with it: `sales:orderRecord.price`. */
type QualifiedKey = { [N in Namespace]: `${N}:${KeysOf<N>}` }[Namespace];
type Namespaces = Namespace | readonly Namespace[];
type Listed<N extends Namespaces> = N extends readonly Namespace[] ? N[number] : N;

/** The keys `t` takes: its namespaces' own (the first one's before the others'), or any named one. */
export type ParseKeys<N extends Namespaces = 'common'> = KeysOf<Listed<N>> | QualifiedKey;

/** What a text is filled in with: its `{{value}}`s, `count` for its plural form, a default. */
export type TOptions = { count?: number; defaultValue?: string; [value: string]: unknown };

/** A text by its key (`TOptions`), for keys `K`. */
export interface TextFunction<in K extends string> {
  (key: K, options?: TOptions): string;
}
/**
 * A text by its key: what `useTranslation` gives, for the namespaces it was asked for. One with more
 * namespaces serves where fewer are asked for (it takes more keys); `TFunction<never>` takes any
 * screen's (named keys only).
 */
export type TFunction<N extends Namespaces = 'common'> = TextFunction<ParseKeys<N>>;

/** The texts held, by language and namespace, and the loads under way. */
const bundles = new Map<string, Bundle>();
const loading = new Map<string, Promise<void>>();
const bundleId = (language: string, namespace: string) => `${language}/${namespace}`;
let current: Language = session.language;
/** Bumped whenever the language changes or a namespace arrives: what the hook re-renders on. */
let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

type TextsLoader = () => Promise<TextsModule>;

/**
 * Where each language's namespace is loaded from, by its module's path. The pages before sign-in use
 * only these, so only their loaders are in the sign-in page's first load; the others' are in
 * lib/signed-in-texts.ts, which the signed-in app loads with itself and which is merged in here when a
 * namespace is first asked for that is not here: a feature's namespace costs the sign-in page nothing
 * (docs/decisions.md "Issue 42: a feature's texts off the sign-in page").
 */
const loaders: Record<string, TextsLoader> = import.meta.glob<TextsModule>([
  '../locales/*/common.ts',
  '../locales/*/auth.ts',
  '../locales/*/server.ts',
  '../locales/*/dev.ts',
]);

/** A namespace's loader; one the pages before sign-in lack comes from the signed-in app's. */
async function loaderOf(language: string, namespace: string): Promise<TextsLoader> {
  const path = `../locales/${language}/${namespace}.ts`;
  if (!loaders[path]) Object.assign(loaders, (await import('./signed-in-texts')).signedInTexts);
  const load = loaders[path];
  if (!load) throw new Error(`No texts at ${path}`);
  return load;
}

// The seeded roles' and permissions' English names are the server's own words (it seeds them from the
// contract's catalog, which `locales/en/access.ts` is held to): in English no page loads them again,
// and `useAccessNames` (lib/access-names.ts) shows what the server sent.
const importTexts = async (language: string, namespace: string): Promise<TextsModule> =>
  language === 'en' && namespace === 'access' ? { default: {} } : (await loaderOf(language, namespace))();

/** Loads one namespace in one language, once; a failed load is tried again at the next call. */
function loadBundle(language: string, namespace: string): Promise<void> {
  const id = bundleId(language, namespace);
  if (bundles.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = importTexts(language, namespace)
      .then((module) => {
        bundles.set(id, module.default);
        changed();
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** The languages a text is looked for in: the reader's, then English. */
const lookupOrder = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

const isLoaded = (language: Language, namespace: Namespace) =>
  lookupOrder(language).every((lng) => bundles.has(bundleId(lng, namespace)));

/**
 * The text at `parts` under `node`; a level's name may hold a dot itself (`trail.actions.user.invited`
 * is the action `user.invited`), so each level tries its parts one by one, then joined, as i18next does.
 */
function find(node: string | Bundle | undefined, parts: readonly string[], from: number): string | undefined {
  if (from === parts.length) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  for (let to = from + 1; to <= parts.length; to++) {
    const next = node[parts.slice(from, to).join('.')];
    const text = next === undefined ? undefined : find(next, parts, to);
    if (text !== undefined) return text;
  }
  return undefined;
}

function lookup(language: string, namespace: string, key: string): string | undefined {
  return find(bundles.get(bundleId(language, namespace)), key.split('.'), 0);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The text of `key` in the first namespace that has it, in the reader's language, else in English. */
function resolve(namespaces: readonly Namespace[], key: string, count: number | undefined) {
  for (const language of lookupOrder(current))
    for (const namespace of namespaces) {
      const text =
        (count === undefined
          ? undefined
          : (lookup(language, namespace, `${key}_${pluralForm(language, count)}`) ??
            lookup(language, namespace, `${key}_other`))) ?? lookup(language, namespace, key);
      if (text !== undefined) return text;
    }
  return undefined;
}

/** A key's namespace when it names one (`sales:orderRecord.price`), and the key without it. */
function splitKey(key: string, asked: readonly Namespace[]): [readonly Namespace[], string] {
  const colon = key.indexOf(':');
  const named = colon > 0 ? key.slice(0, colon) : '';
  return (namespaces as readonly string[]).includes(named)
    ? [[named as Namespace], key.slice(colon + 1)]
    : [asked, key];
}

/** `{{value}}` and `{{value.part}}` from the options; one not given stays as it is written, as in i18next. */
function fill(text: string, options: TOptions | undefined) {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (written, path: string) => {
    let value: unknown = options;
    for (const part of path.split('.'))
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    return value === undefined ? written : String(value ?? '');
  });
}

function translate(namespaces: readonly Namespace[], key: string, options?: TOptions) {
  const [inNamespaces, bare] = splitKey(key, namespaces);
  const text = resolve(inNamespaces, bare, options?.count);
  if (text !== undefined) return fill(text, options);
  return options?.defaultValue !== undefined ? fill(options.defaultValue, options) : bare;
}

const fixedT = (namespaces: readonly Namespace[]) =>
  ((key: string, options?: TOptions) => translate(namespaces, key, options)) as TFunction<
    // The function takes any namespace's keys; its type says which the caller asked for.
    Namespace
  >;

/**
 * Every namespace of `names` loaded in the language (and English). One promise per language and
 * names, kept once it has resolved, as React's `use` needs to suspend on it; a failed one is
 * forgotten, so the next call tries again.
 */
const loads = new Map<string, Promise<void>>();
function loadAll(language: Language, names: readonly Namespace[]): Promise<void> {
  const id = `${language}|${names.join(',')}`;
  let pending = loads.get(id);
  if (!pending) {
    const all = () =>
      Promise.all(lookupOrder(language).flatMap((lng) => names.map((ns) => loadBundle(lng, ns))));
    // A file that could not be fetched (the server unreachable) is asked for once more; still
    // missing, the load fails like the page's code would, so that the page-load boundary says so and
    // tries again later (issue 24).
    pending = all()
      .catch(() => all())
      .then(
        () => undefined,
        () => {
          loads.delete(id);
          throw new Error(`Failed to fetch dynamically imported module: the texts of ${names.join(', ')}`);
        },
      );
    loads.set(id, pending);
  }
  return pending;
}

/** The namespaces that any component has asked for, loaded again in a new language before it shows. */
const used = new Set<Namespace>(['common']);

export const i18n = {
  /** The reader's language. */
  get language(): Language {
    return current;
  },
  /** Loads the namespaces in use in `language` (one of ours, else English), then shows it. */
  async changeLanguage(requested: string) {
    const language = (languages as readonly string[]).includes(requested) ? (requested as Language) : 'en';
    await loadAll(language, [...used]);
    if (current === language) return;
    current = language;
    changed();
  },
  /** A text of the shared namespace (`common`), or of the namespace its key names. */
  t: fixedT(['common']) as TFunction,
  /** Whether a text has a key, in the reader's language or in English. */
  exists: (key: string, options?: { ns?: Namespace }) => {
    const [inNamespaces, bare] = splitKey(key, [options?.ns ?? 'common']);
    return resolve(inNamespaces, bare, undefined) !== undefined;
  },
  hasResourceBundle: (language: string, namespace: Namespace) => bundles.has(bundleId(language, namespace)),
  /** Holds a namespace's texts that came with the code (the lists' English, with the shell), beside any it holds. */
  addResourceBundle(language: Language, namespace: Namespace, texts: object) {
    const id = bundleId(language, namespace);
    bundles.set(id, { ...bundles.get(id), ...(texts as Bundle) });
    changed();
  },
  /** Whether a namespace's texts are there in the reader's language (and English). */
  hasLoadedNamespace: (namespace: Namespace) => isLoaded(current, namespace),
};

// Only English `common` ships with the entry, so the shell never shows a key while its texts load.
i18n.addResourceBundle('en', 'common', common);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The texts of `ns` (the first namespace's keys without their name, the others' with it), for a
 * component: it waits (suspends) until they are loaded, unless `useSuspense` is false, and renders
 * again when the language changes or a text arrives.
 */
export function useTranslation<const N extends Namespaces = 'common'>(
  ns?: N,
  options?: { useSuspense?: boolean },
): { t: TFunction<N>; i18n: typeof i18n } {
  const names: readonly Namespace[] =
    ns === undefined ? ['common'] : typeof ns === 'string' ? [ns as Namespace] : (ns as readonly Namespace[]);
  const key = names.join(',');
  useSyncExternalStore(subscribe, () => version);
  for (const name of names) used.add(name);
  const ready = names.every((name) => isLoaded(current, name));
  if (!ready && options?.useSuspense !== false) use(loadAll(current, names));
  if (!ready && options?.useSuspense === false) void loadAll(current, names).catch(() => {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` is `key`; a new language is a new `t`
  const t = useMemo(() => fixedT(names), [key, current]) as unknown as TFunction<N>;
  return { t, i18n };
}

// `<html lang>` follows the language (no document when a logic test imports the route tree in Node).
const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(current);

/**
 * Starts loading a screen's namespaces in the current language (and the English fallback). The
 * router calls it beside the screen's code, so a page never waits for its code before asking for
 * its texts; the components' `useTranslation('<namespace>')` then finds them loaded.
 */
export async function loadNamespaces(...names: Namespace[]): Promise<void> {
  for (const name of names) used.add(name);
  await loadAll(current, names);
}

/**
 * Loads the texts of the server's messages (`locales/<language>/server.ts`): the API's request core
 * awaits it before it throws an answer's `HttpError` (`beforeHttpError`, lib/api.ts and
 * lib/public-api.ts), so `serverText` (lib/errors.ts) finds them when the failure is shown.
 */
export const loadServerMessages = () => loadNamespaces('server');

subscribeKey(session, 'language', (language) => {
  void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
});

/**
 * `useMemo` for what is built from the texts of the current language (a form's schema with its
 * messages, a table's columns): built again when the language changes as well as when `deps` do.
 * The one place that tells the hooks' linter so; the callers name only their own dependencies.
 */
export function useLanguageMemo<T>(build: () => T, deps: DependencyList): T {
  const { i18n: current } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- `build` reads `deps` and the language's texts
  return useMemo(build, [...deps, current.language]);
}
