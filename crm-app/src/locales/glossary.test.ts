import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  documentLabels,
  documentTexts,
  ruRecordLabels,
  enRecordLabels,
  ukRecordLabels,
} from '@doorline/api-client';
import { namespaces } from '@/lib/i18n';

// docs/glossary.md: one word per domain term in Ukrainian and Russian (issue 40, item 12). The table
// there is the rule; this test reads it and holds every text of the app and of the shared vocabulary to it.

type Texts = { [key: string]: unknown };
type Language = 'uk' | 'ru';

interface Term {
  name: string;
  english: RegExp[];
  word: Record<Language, RegExp>;
  never: Record<Language, RegExp[]>;
}

/** The code spans of one cell of the table, `\|` read as `|`. */
const patternsOf = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replaceAll('\\|', '|'));

const glossary: Term[] = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| ') && line.includes('`'))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const [name, english, uk, ru, neverUk, neverRu] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const one = (cell: string) => new RegExp(patternsOf(cell)[0]!, 'iu');
    return {
      name,
      english: patternsOf(english).map((p) => new RegExp(p, 'i')),
      word: { uk: one(uk), ru: one(ru) },
      never: {
        uk: patternsOf(neverUk).map((p) => new RegExp(p, 'iu')),
        ru: patternsOf(neverRu).map((p) => new RegExp(p, 'iu')),
      },
    };
  });

/** Every text of a tree, by its key path. */
const flatten = (value: unknown, prefix = ''): Map<string, string> => {
  const texts = new Map<string, string>();
  if (typeof value === 'string') texts.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value as Texts))
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) texts.set(path, text);
  return texts;
};

const localeFiles = import.meta.glob<{ default: Texts }>('./*/*.ts', { eager: true });

/** Each language's texts by key: the app's namespaces and the shared vocabulary. */
const textsOf = (language: 'en' | Language) => {
  const texts = new Map<string, string>();
  for (const namespace of namespaces)
    for (const [key, text] of flatten(localeFiles[`./${language}/${namespace}.ts`]!.default, namespace))
      texts.set(key, text);
  const records = { en: enRecordLabels, uk: ukRecordLabels, ru: ruRecordLabels };
  for (const [key, text] of flatten(
    { document: documentTexts[language], labels: documentLabels[language], record: records[language] },
    'texts',
  ))
    texts.set(key, text);
  return texts;
};

const english = textsOf('en');

describe('the glossary (docs/glossary.md)', () => {
  it('is read from the docs', () => {
    expect(glossary.map((term) => term.name)).toEqual(
      expect.arrayContaining(['quote', 'pre-order', 'sub-order', 'salesman', 'submit', 'customer']),
    );
  });

  for (const language of ['uk', 'ru'] as const) {
    const texts = textsOf(language);

    it(`${language}: no text uses a word the glossary refuses`, () => {
      const found = [...texts].flatMap(([key, text]) =>
        glossary.flatMap((term) =>
          term.never[language]
            .filter((never) => never.test(text))
            .map((never) => `${key}: "${text}" (${term.name}: ${never.source})`),
        ),
      );
      expect(found).toEqual([]);
    });

    it(`${language}: a text whose English names a term uses the term's word`, () => {
      const missing = [...english].flatMap(([key, full]) => {
        const text = texts.get(key);
        const source = full.replaceAll(/\{\{\w+\}\}/g, '');
        if (text === undefined) return [];
        return glossary
          .filter(
            (term) => term.english.some((pattern) => pattern.test(source)) && !term.word[language].test(text),
          )
          .map((term) => `${key}: "${source}" -> "${text}" (${term.name}: ${term.word[language].source})`);
      });
      expect(missing).toEqual([]);
    });
  }
});
