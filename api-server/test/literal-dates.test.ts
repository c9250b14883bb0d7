// The guard of issue 38 (docs/conventions.md "Dates in tests"): no test, system test, journey,
// benchmark or seed writes in a calendar day for a field the server holds to today
// (`TODAY_CHECKED_FIELDS`, refused before today with "Requested date cannot be in the past"). Such a
// date passes until that day and fails every run after it: main failed on the 2nd of December 2026 that way. A
// date the server compares with today is counted from the clock (`daysAfter(clock, n)`), or the server
// runs on a clock the test sets (`testClock`) and the date is counted from that clock.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { daysAfter, TODAY_CHECKED_FIELDS } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where code that sends dates to the server lives: the server's tests and system tests, the journeys,
 * the benchmarks, the seeds and the API client. The app's unit tests send nothing: their fixtures
 * are answers, drawn as given.
 */
const SCANNED = [
  'api-server/test',
  'api-server/system-test',
  'api-server/src/db',
  'api-client/src',
  'e2e/tests',
  'bench',
  'scripts',
];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(name)) yield full;
  }
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The places in `source` that give a today-checked field a literal calendar day: as a property
 * (`requestedDate: 'YYYY-MM-DD'`), in a query string or form (`requestedDate=YYYY-MM-DD`), or as a
 * column in SQL (`requested_date = 'YYYY-MM-DD'`). Each hit is `line: text`.
 */
export function literalTodayDates(
  source: string,
  fields: readonly string[] = TODAY_CHECKED_FIELDS,
): string[] {
  const names = fields.flatMap((field) => [field, snakeCase(field)]).join('|');
  const day = String.raw`\d{4}-\d{2}-\d{2}`;
  const patterns = [
    new RegExp(String.raw`\b(?:${names})['"]?\s*:\s*['"\`]${day}`),
    new RegExp(String.raw`\b(?:${names})=${day}`),
    new RegExp(String.raw`\b(?:${names})\s*(?:=|<|>|<=|>=)\s*'${day}'`),
  ];
  return source
    .split('\n')
    .flatMap((text, i) => (patterns.some((p) => p.test(text)) ? [`${i + 1}: ${text.trim()}`] : []));
}

describe('dates the server holds to today are never written in (issue 38)', () => {
  it('finds a literal day given to a today-checked field, however it is sent', () => {
    // The samples' days are yesterday and tomorrow, counted from the clock: what the guard must find
    // is the day written into a source line, whichever day it is.
    const past = daysAfter(new Date(), -1);
    const ahead = daysAfter(new Date(), 1);
    expect(literalTodayDates(`await api.createOrder({ body: { requestedDate: '${past}' } });`)).toHaveLength(
      1,
    );
    expect(literalTodayDates(`send('POST', '/api/orders', { "requestedDate": "${ahead}" })`)).toHaveLength(1);
    expect(literalTodayDates(`fetch('/api/orders?requestedDate=${ahead}')`)).toHaveLength(1);
    expect(literalTodayDates(`update orders set requested_date = '${past}'`)).toHaveLength(1);
    expect(literalTodayDates(`const body = { requestedDate: daysAfter(new Date(), 30) };`)).toEqual([]);
    expect(literalTodayDates(`expect(row.createdAt).toBe('${past}');`)).toEqual([]);
  });

  it('no test, journey, benchmark or seed of the repository writes one in', () => {
    const hits: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sourceFiles(path.join(root, dir))) {
        if (file === fileURLToPath(import.meta.url)) continue;
        for (const hit of literalTodayDates(readFileSync(file, 'utf8')))
          hits.push(`${path.relative(root, file)}:${hit}`);
      }
    }
    expect(
      hits,
      'count the day from the clock: daysAfter(new Date(), n), or daysAfter(clock.now(), n)',
    ).toEqual([]);
  });
});
