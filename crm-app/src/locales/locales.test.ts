import { describe, expect, it } from 'vitest';
import { namespaces } from '@/lib/i18n';
import { languages } from '@/lib/session';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<{ default: Texts }>('./*/*.ts', { eager: true });
const texts = (language: string, namespace: string) => files[`./${language}/${namespace}.ts`]?.default;

/** Every key of a namespace's texts, `group.key` style. */
const keysOf = (value: Texts, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [`${prefix}${key}`] : keysOf(inner, `${prefix}${key}.`),
  );

describe('locales', () => {
  it('splits every language into the same namespaces, with the same keys as English', () => {
    expect(Object.keys(files).sort()).toEqual(
      languages.flatMap((language) => namespaces.map((namespace) => `./${language}/${namespace}.ts`)).sort(),
    );
    for (const namespace of namespaces) {
      const english = keysOf(texts('en', namespace)!).sort();
      for (const language of languages)
        expect(keysOf(texts(language, namespace)!).sort(), `${language}/${namespace}`).toEqual(english);
    }
  });

  it('fills the same {{values}} as English in every text', () => {
    const valuesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    /** Each text of `english` beside the same key's text of `other`. */
    const pairs = (english: Texts, other: Texts, prefix = ''): Array<[string, string, string]> =>
      Object.entries(english).flatMap(([key, inner]) =>
        typeof inner === 'string'
          ? [[`${prefix}${key}`, inner, other[key] as string] as [string, string, string]]
          : pairs(inner, other[key] as Texts, `${prefix}${key}.`),
      );
    for (const namespace of namespaces)
      for (const language of languages)
        for (const [key, english, text] of pairs(texts('en', namespace)!, texts(language, namespace)!))
          expect(valuesOf(text), `${language}/${namespace}:${key}`).toEqual(valuesOf(english));
  });

  it('holds each group of keys in one namespace only', () => {
    const groups = namespaces.flatMap((namespace) => Object.keys(texts('en', namespace)!));
    expect(groups).toEqual([...new Set(groups)]);
  });
});
