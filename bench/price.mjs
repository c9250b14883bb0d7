#!/usr/bin/env node
// Issue 43's price benchmark: how long a door's check and price take at a large catalogue, 200 models
// (8 families; single, one-and-a-half and double leaf; interpolated and next-size-up tables of 13
// widths × 11 heights with some sizes not made, and a few prices per square metre) × 30 option groups
// × 10 options (fixed, per-m² and percentage prices; options for some models only, exclusions and
// requirements across groups, size limits, required groups), one published version in force today.
//
//   node bench/price.mjs [--force] [--configurations 2000] [--duration 10] [--connections 10] [--cpu-prof]
//   PRICE_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/doorline_bench_price (the default)
//
// The database is its own (never `test` or `doorline_bench`): created when missing, dropped and made
// again with --force; the server's migrations and catalog seed run through `prepareDatabase`, which
// also makes the bench administrator (ADMIN_EMAIL, the bench password); the catalogue is then written
// with the server's own schema (Drizzle) in one transaction. It measures, over random configurations
// (about 80 % valid, 10 % a size off the step, 10 % an excluded pair of options):
//
// - the pure pricing: `checkConfiguration`, `priceConfiguration` and `problemErrors` on a catalogue
//   already in memory, as `priceDoor` calls them;
// - `checkPrice` in this process (what `POST /prices/check` runs, and `priceDoor` as adding a door
//   does), its reads of the model, the version, the catalogue and the prices included;
// - `POST /api/prices/check` through the built server (bench/server.mjs, forked): one request at a
//   time (the configurator's case), then autocannon at --connections for --duration seconds, the
//   body rotated over the configurations.
//
// It prints a Markdown table for BENCHMARKS.md ("Issue 43: a door's price …"); the target is the
// server's p95 ≤ 20 ms. --cpu-prof starts the server with `--cpu-prof` (its profile written to
// $TMPDIR/doorline-price-profiles/ when it stops) to find where the time goes.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
// The server's own Drizzle (api-server's dependency, not the bench's): the same module its dist uses.
import { eq } from '../api-server/node_modules/drizzle-orm/index.js';
import { loadConfig, openDatabase, prepareDatabase, prng, schema } from '@doorline/api-server';
import { firstOfMonth } from '../api-server/dist/db/seed-catalogue.js';
import { modelPricesOf, optionPricesOf } from '../api-server/dist/db/queries/prices.js';
import {
  modelPriceOf,
  optionPriceOf,
  pricingModel,
  pricingOption,
  readCatalogue,
} from '../api-server/dist/domain/prices/catalogue.js';
import { checkPrice, listPriceInForce } from '../api-server/dist/domain/prices/check.js';
import { problemErrors } from '../api-server/dist/domain/prices/problems.js';
import { checkConfiguration } from '../api-server/dist/domain/pricing/check.js';
import { priceConfiguration } from '../api-server/dist/domain/pricing/price.js';
import { ADMIN_EMAIL, BENCH_PASSWORD } from './constants.mjs';
import { forkBenchServer, percentile, signIn } from './helpers.mjs';

const DEFAULT_PRICE_URL = 'postgres://postgres@127.0.0.1:5432/doorline_bench_price';
const TARGET_P95_MS = 20;

const { values: args } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    configurations: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const url = process.env.PRICE_BENCH_DATABASE_URL || DEFAULT_PRICE_URL;
const DATABASE = decodeURIComponent(new URL(url).pathname.slice(1));
if (['test', 'doorline_bench', 'postgres', ''].includes(DATABASE))
  throw new Error(`price.mjs makes and drops its own database: not "${DATABASE}"`);
const CONFIGURATIONS = Number(args.configurations);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
if (!Number.isInteger(CONFIGURATIONS) || CONFIGURATIONS < 100)
  throw new Error('--configurations must be an integer ≥ 100');
if (!(DURATION > 0) || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1)
  throw new Error('--duration must be positive and --connections an integer ≥ 1');

/** "3 single, 2 double": how many of `list` there are of each `key`. */
const countsBy = (list, key) =>
  Object.entries(
    list.reduce((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {}),
  )
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');

const log = (message) => console.log(`[price ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/* ---------- the database ---------- */

/** Creates the database when missing (drops it first with --force); true when it was made now. */
async function ensureDatabase() {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const quoted = `"${DATABASE.replaceAll('"', '""')}"`;
  try {
    if (args.force) {
      log(`dropping database ${DATABASE}`);
      await client.query(`drop database if exists ${quoted} with (force)`);
    }
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rowCount > 0) return false;
    log(`creating database ${DATABASE}`);
    await client.query(`create database ${quoted}`);
    return true;
  } finally {
    await client.end();
  }
}

/* ---------- the catalogue ---------- */

const names = (en, uk, ru) => ({ en, uk, ru });
const round2 = (n) => Math.round(n * 100) / 100;

const FAMILIES = [
  { code: 'INT', names: names('Interior doors', 'Міжкімнатні двері', 'Межкомнатные двери'), base: 310 },
  { code: 'ENT', names: names('Entrance doors', 'Вхідні двері', 'Входные двери'), base: 1150 },
  { code: 'FIRE', names: names('Fire doors', 'Протипожежні двері', 'Противопожарные двери'), base: 690 },
  { code: 'SLD', names: names('Sliding doors', 'Розсувні двері', 'Раздвижные двери'), base: 420 },
  { code: 'GLS', names: names('Glass doors', 'Скляні двері', 'Стеклянные двери'), base: 560 },
  {
    code: 'ACU',
    names: names('Acoustic doors', 'Звукоізоляційні двері', 'Звукоизоляционные двери'),
    base: 880,
  },
  { code: 'TEC', names: names('Technical doors', 'Технічні двері', 'Технические двери'), base: 470 },
  { code: 'PAT', names: names('Patio doors', 'Терасні двері', 'Террасные двери'), base: 1020 },
];
const MODELS_PER_FAMILY = 25;

/** The 30 groups: code, English name, required, multiple, and the families its options are for (all: none). */
const GROUPS = [
  ['material', 'Leaf material', true, false],
  ['finish', 'Finish', true, false],
  ['colour', 'Colour', true, false],
  ['glazing', 'Glazing', false, false],
  ['glass-pattern', 'Glass pattern', false, false],
  ['handle', 'Handle', false, false],
  ['handle-finish', 'Handle finish', false, false],
  ['lock', 'Lock', true, false],
  ['cylinder', 'Cylinder', false, false],
  ['hinges', 'Hinges', true, false],
  ['frame', 'Frame', true, false],
  ['architrave', 'Architrave', false, false],
  ['extension', 'Extension board', false, false],
  ['threshold', 'Threshold', false, false],
  ['seal', 'Seal', false, false],
  ['closer', 'Door closer', false, false],
  ['fire-rating', 'Fire rating', true, false, ['FIRE']],
  ['acoustic', 'Acoustic rating', false, false, ['ACU', 'INT']],
  ['security', 'Security class', true, false, ['ENT']],
  ['insulation', 'Insulation', false, false],
  ['kick-plate', 'Kick plate', false, true],
  ['viewer', 'Door viewer', false, false],
  ['letter-plate', 'Letter plate', false, true],
  ['house-number', 'House number', false, false],
  ['ventilation', 'Ventilation grille', false, true],
  ['access', 'Access control', false, true],
  ['side-panel', 'Side panel', false, false],
  ['transom', 'Transom', false, false],
  ['packaging', 'Packaging', false, false],
  ['installation', 'Installation', false, true],
].map(([code, en, required, multiple, families]) => ({
  code,
  names: names(en, `${en} (uk)`, `${en} (ru)`),
  required,
  multiple,
  families: families ?? null,
}));
const OPTIONS_PER_GROUP = 10;

const range = (min, max, step) => ({ min, max, step });
const steps = (from, to, by) => Array.from({ length: (to - from) / by + 1 }, (_, i) => from + i * by);

/** The catalogue as plain data, every row referring to others by code (as demo-catalogue.ts does). */
function describeCatalogue() {
  const random = prng(43);
  const models = [];
  FAMILIES.forEach((family, f) => {
    for (let k = 0; k < MODELS_PER_FAMILY; k++) {
      const leafCount = k % 10 === 3 || k % 10 === 7 ? 'double' : k % 10 === 5 ? 'oneAndHalf' : 'single';
      const tall = family.code === 'ENT' || family.code === 'FIRE' || family.code === 'PAT';
      const hMin = tall ? 2000 : 1900;
      const coarse = leafCount === 'single' && k % 6 === 4; // made on 50 mm steps
      const height = range(hMin, hMin + 500, coarse ? 50 : 10);
      let sizeRule;
      if (leafCount === 'double')
        sizeRule = {
          width: range(1000, 1600, 10),
          height,
          leaves: [range(500, 800, 10), range(500, 800, 10)],
        };
      else if (leafCount === 'oneAndHalf')
        sizeRule = {
          width: range(1100, 1700, 10),
          height,
          leaves: [range(800, 1100, 10), range(300, 600, 10)],
        };
      else {
        const wMin = 600 + 100 * (k % 3);
        sizeRule = { width: range(wMin, wMin + 600, coarse ? 50 : 10), height };
      }
      const code = `${family.code}-${String(k + 1).padStart(3, '0')}`;
      const base = family.base * (1 + 0.02 * k) * (leafCount === 'single' ? 1 : 1.6);
      let price;
      if (k % 12 === 11)
        price = { kind: 'perSquareMetre', rate: round2(base / 1.8), minimum: round2(base * 0.8) };
      else {
        const widths = steps(sizeRule.width.min, sizeRule.width.max, 50);
        const heights = steps(height.min, height.max, 50);
        const cells = heights.map((h, hi) =>
          widths.map((w, wi) => {
            // Not made: the widest of the lowest on a third of the models, and one cell in 50.
            if ((k % 3 === 0 && hi === 0 && wi >= widths.length - 2) || random.chance(0.02)) return null;
            return round2(base * (1 + 0.0009 * (w - widths[0])) * (1 + 0.0006 * (h - heights[0])));
          }),
        );
        price = {
          kind: 'table',
          table: { widths, heights, cells, between: k % 2 ? 'interpolate' : 'roundUp' },
        };
      }
      models.push({
        code,
        family: family.code,
        familyIndex: f,
        names: names(`${family.names.en} model ${k + 1}`, `Модель ${code}`, `Модель ${code}`),
        leafCount,
        hands: ['left', 'right'],
        swings:
          family.code === 'ENT' ? ['outward'] : family.code === 'SLD' ? ['inward'] : ['inward', 'outward'],
        sizeRule,
        price,
      });
    }
  });

  const optionCode = (g, j) => `${GROUPS[g].code.toUpperCase()}-${String(j + 1).padStart(2, '0')}`;
  const options = [];
  GROUPS.forEach((group, g) => {
    for (let j = 0; j < OPTIONS_PER_GROUP; j++) {
      const option = {
        code: optionCode(g, j),
        group: group.code,
        names: names(
          `${group.names.en} ${j + 1}`,
          `${group.names.uk} ${j + 1}`,
          `${group.names.ru} ${j + 1}`,
        ),
      };
      if (group.families)
        option.models = models.filter((m) => group.families.includes(m.family)).map((m) => m.code);
      else if (j >= 7) {
        // The last three of a group: for some families, or for a handful of models.
        option.models =
          j === 9
            ? models.filter(() => random.chance(0.2)).map((m) => m.code)
            : models.filter((m) => (m.familyIndex + g + j) % 3 === 0).map((m) => m.code);
      }
      if (j === 4 && g % 2 === 0) option.maxWidth = 1000;
      if (j === 5 && g % 3 === 0) option.maxHeight = 2200;
      // Exclusions across groups: one option in ten excludes one or two of another group.
      if (j === 8 || (j === 2 && g % 4 === 1)) {
        option.excludes = [];
        for (let n = 0; n < (j === 8 ? 2 : 1); n++) {
          const other = (g + 1 + random.int(0, GROUPS.length - 2)) % GROUPS.length;
          option.excludes.push(optionCode(other, random.int(0, 6)));
        }
      }
      // Requirements across groups: the sixth of every third group needs an option every model has.
      if (j === 6 && g % 3 === 0) {
        let other = (g + 5) % GROUPS.length;
        while (GROUPS[other].families) other = (other + 1) % GROUPS.length;
        option.requires = [optionCode(other, 1)];
      }
      option.price =
        j === 0
          ? { kind: 'fixed', amount: 0 }
          : j % 4 === 3
            ? { kind: 'perSquareMetre', rate: round2(8 + random.next() * 70) }
            : j % 7 === 5
              ? { kind: 'percentOfBase', percent: 5 + random.int(0, 20) }
              : { kind: 'fixed', amount: round2(15 + random.next() * 380) };
      options.push(option);
    }
  });
  return { models, options };
}

/** Writes the catalogue and its version in force (as `seedCatalogue` writes the demo's); its counts. */
async function writeCatalogue(db, description, now) {
  return db.transaction(async (tx) => {
    const ids = (rows) => new Map(rows.map((row) => [row.code, row.id]));
    const familyId = ids(
      await tx
        .insert(schema.productFamilies)
        .values(FAMILIES.map((f, position) => ({ code: f.code, names: f.names, position })))
        .returning({ id: schema.productFamilies.id, code: schema.productFamilies.code }),
    );
    const modelId = ids(
      await tx
        .insert(schema.productModels)
        .values(
          description.models.map((m, position) => ({
            familyId: familyId.get(m.family),
            code: m.code,
            names: m.names,
            leafCount: m.leafCount,
            hands: m.hands,
            swings: m.swings,
            sizeRule: m.sizeRule,
            position,
          })),
        )
        .returning({ id: schema.productModels.id, code: schema.productModels.code }),
    );
    const groupId = ids(
      await tx
        .insert(schema.optionGroups)
        .values(
          GROUPS.map((g, position) => ({
            code: g.code,
            names: g.names,
            required: g.required,
            multiple: g.multiple,
            position,
          })),
        )
        .returning({ id: schema.optionGroups.id, code: schema.optionGroups.code }),
    );
    const optionId = ids(
      await tx
        .insert(schema.catalogueOptions)
        .values(
          description.options.map((o, position) => ({
            groupId: groupId.get(o.group),
            code: o.code,
            names: o.names,
            models: o.models ? o.models.map((code) => modelId.get(code)) : null,
            maxWidth: o.maxWidth ?? null,
            maxHeight: o.maxHeight ?? null,
            position,
          })),
        )
        .returning({ id: schema.catalogueOptions.id, code: schema.catalogueOptions.code }),
    );
    for (const o of description.options) {
      if (!o.excludes && !o.requires) continue;
      await tx
        .update(schema.catalogueOptions)
        .set({
          excludes: (o.excludes ?? []).map((code) => optionId.get(code)),
          requires: (o.requires ?? []).map((code) => optionId.get(code)),
        })
        .where(eq(schema.catalogueOptions.id, optionId.get(o.code)));
    }
    const [list] = await tx
      .select({ id: schema.priceLists.id })
      .from(schema.priceLists)
      .where(eq(schema.priceLists.isDefault, true));
    const madeAt = new Date(now.getTime() - 3600_000);
    const [version] = await tx
      .insert(schema.priceListVersions)
      .values({
        priceListId: list.id,
        number: 1,
        names: names('Benchmark list prices', 'Прайс-лист (бенчмарк)', 'Прайс-лист (бенчмарк)'),
        status: 'published',
        effectiveFrom: firstOfMonth(now, 0),
        createdAt: madeAt,
        publishedAt: madeAt,
      })
      .returning({ id: schema.priceListVersions.id });
    await tx.insert(schema.versionModelPrices).values(
      description.models.map((m) => ({
        versionId: version.id,
        modelId: modelId.get(m.code),
        price: m.price,
      })),
    );
    await tx.insert(schema.versionOptionPrices).values(
      description.options.map((o) => ({
        versionId: version.id,
        optionId: optionId.get(o.code),
        price: o.price,
      })),
    );
    return { models: modelId.size, groups: groupId.size, options: optionId.size, versionId: version.id };
  });
}

/* ---------- configurations ---------- */

/**
 * Random configurations of the catalogue as the server reads it (ids): valid by construction, a size
 * off the step, or an excluded pair of options.
 */
function makeConfigurations(catalogue, count) {
  const random = prng(4343);
  const groupOf = new Map(catalogue.groups.map((g) => [g.id, g]));
  const optionById = new Map(catalogue.options.map((o) => [o.id, o]));
  const pairs = catalogue.options.flatMap((o) => o.excludes.map((other) => [o.id, other]));
  const onStep = (r) => r.min + r.step * random.int(0, (r.max - r.min) / r.step);

  function valid(model) {
    const rule = model.sizeRule;
    const configuration = { modelId: model.id, width: 0, height: onStep(rule.height), options: [] };
    if (rule.leaves) {
      configuration.leafWidths = rule.leaves.map(onStep);
      configuration.width = configuration.leafWidths.reduce((a, b) => a + b, 0);
    } else configuration.width = onStep(rule.width);
    configuration.hand = random.pick(model.hands);
    configuration.swing = random.pick(model.swings);
    const chosen = configuration.options;
    const fits = (o) =>
      !chosen.includes(o.id) &&
      (!o.models || o.models.includes(model.id)) &&
      (o.maxWidth === null || configuration.width <= o.maxWidth) &&
      (o.maxHeight === null || configuration.height <= o.maxHeight) &&
      chosen.every((id) => !o.excludes.includes(id) && !optionById.get(id).excludes.includes(o.id)) &&
      (groupOf.get(o.groupId).multiple || !chosen.some((id) => optionById.get(id).groupId === o.groupId));
    const choose = (o) => {
      const needs = o.requires.map((id) => optionById.get(id));
      if (!needs.every((n) => chosen.includes(n.id) || fits(n))) return false;
      chosen.push(o.id);
      for (const n of needs) if (!chosen.includes(n.id)) chosen.push(n.id);
      return true;
    };
    for (const group of catalogue.groups) {
      if (!group.required && !random.chance(0.35)) continue;
      const candidates = catalogue.options.filter((o) => o.groupId === group.id && fits(o));
      for (let tries = 0; tries < 3 && candidates.length > 0; tries++)
        if (choose(candidates.splice(random.int(0, candidates.length - 1), 1)[0])) break;
    }
    return configuration;
  }

  const configurations = [];
  for (let i = 0; i < count; i++) {
    const model = random.pick(catalogue.models);
    const configuration = valid(model);
    const kind = i % 10 === 8 ? 'offStep' : i % 10 === 9 ? 'excluded' : 'valid';
    if (kind === 'offStep') {
      configuration.width += 5;
      if (configuration.leafWidths) configuration.leafWidths[0] += 5;
    } else if (kind === 'excluded') {
      const offered = (id) => {
        const o = optionById.get(id);
        return !o.models || o.models.includes(model.id);
      };
      const possible = pairs.filter(([x, y]) => offered(x) && offered(y));
      if (possible.length === 0) throw new Error(`no excluded pair offered for model ${model.code}`);
      const [a, b] = random.pick(possible);
      const groups = [optionById.get(a).groupId, optionById.get(b).groupId];
      configuration.options = configuration.options.filter(
        (id) =>
          !groups.includes(optionById.get(id).groupId) || groupOf.get(optionById.get(id).groupId).multiple,
      );
      configuration.options.push(a, b);
    }
    configurations.push({ kind, configuration });
  }
  return configurations;
}

/* ---------- measuring ---------- */

/** This process's CPU time so far (user and system), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** Another process's CPU time so far (user and system, /proc/<pid>/stat at 100 ticks a second), in ms. */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const summary = (latencies, seconds) => ({
  n: latencies.length,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  max: Math.max(...latencies),
  perSecond: seconds ? latencies.length / seconds : null,
});

/** The pure pricing, as `priceDoor` runs it on a catalogue in memory: each configuration's ms. */
function measurePure(catalogueOf, prices, configurations, rounds) {
  const latencies = [];
  let priced = 0;
  const cpu = ownCpuMs();
  for (let round = 0; round < rounds; round++)
    for (const { configuration } of configurations) {
      const t = performance.now();
      const catalogue = catalogueOf.get(configuration.modelId);
      const checked = checkConfiguration(catalogue, configuration);
      let problems = checked.problems;
      let breakdown = null;
      if (problems.length === 0) {
        const result = priceConfiguration(
          catalogue,
          {
            versionId: prices.versionId,
            model: prices.models.get(configuration.modelId),
            options: prices.options,
          },
          configuration,
        );
        if (result.ok) breakdown = result.breakdown;
        else problems = result.problems;
      }
      problemErrors(problems, catalogue, configuration);
      latencies.push(performance.now() - t);
      if (round === 0 && breakdown) priced++;
    }
  return { latencies, priced, cpuMs: (ownCpuMs() - cpu) / latencies.length };
}

async function measureInProcess(db, configurations, counter) {
  const latencies = [];
  let priced = 0;
  const statementsBefore = counter.n;
  const cpu = ownCpuMs();
  const started = performance.now();
  for (const { configuration } of configurations) {
    const t = performance.now();
    const check = await checkPrice(db, { kind: 'organization' }, { configuration }, new Date());
    latencies.push(performance.now() - t);
    if (check.breakdown) priced++;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    latencies,
    seconds,
    priced,
    statements: (counter.n - statementsBefore) / configurations.length,
    cpuMs: (ownCpuMs() - cpu) / configurations.length,
  };
}

/** One request at a time for `seconds`, the configurations in turn: each request's ms. */
async function measureSequential(base, headers, bodies, seconds) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  for (let i = 0; performance.now() < deadline; i++) {
    const t = performance.now();
    const response = await fetch(`${base}/prices/check`, {
      method: 'POST',
      headers,
      body: bodies[i % bodies.length],
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - t);
    if (response.status !== 200) failures++;
  }
  return { latencies, seconds: (performance.now() - started) / 1000, failures };
}

/** autocannon at `connections` for `seconds`, the body rotated over the configurations. */
function measureLoad(baseUrl, headers, bodies, connections, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let next = 0;
    let non2xx = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        headers,
        requests: [
          {
            method: 'POST',
            path: '/api/prices/check',
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          seconds: (performance.now() - started) / 1000,
          failures: non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else non2xx++;
    });
  });
}

/* ---------- a dealer's quote ---------- */

/**
 * A dealer with rules of every target and a quote of theirs with five doors, made through the API as
 * the administrator (once: the dealer is found by name on a later run). The rules: 5 % on everything,
 * 8 % on the first family, a net price on the first model and 15 % on the first group from 3 doors.
 */
async function dealerQuote(base, headers, catalogue, configurations) {
  const call = async (method, url, body) => {
    const response = await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  };
  const name = 'Bench dealer (price rules)';
  const found = (await call('GET', `/dealers?search=${encodeURIComponent(name)}&limit=5`)).data.find(
    (dealer) => dealer.name === name,
  );
  const dealerId =
    found?.id ?? (await call('POST', '/dealers', { name, description: 'Made by bench/price.mjs' })).data.id;
  const rules = (await call('GET', `/dealers/${dealerId}/price-rules`)).data.rules;
  if (rules.length === 0) {
    const family = catalogue.families[0].id;
    const model = catalogue.models[0].id;
    const group = catalogue.groups[0].id;
    for (const rule of [
      { target: 'all', kind: 'percent', value: 5 },
      { target: 'family', targetId: family, kind: 'percent', value: 8 },
      { target: 'model', targetId: model, kind: 'net', value: 900 },
      { target: 'group', targetId: group, kind: 'percent', value: 15, minQuantity: 3 },
    ])
      await call('POST', `/dealers/${dealerId}/price-rules`, rule);
  }
  const ruleCount = (await call('GET', `/dealers/${dealerId}/price-rules`)).data.rules.length;
  const requestedDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const orderId = (await call('POST', '/orders', { requestedDate, dealerId })).data.id;
  let doors = 0;
  for (const { configuration, kind } of configurations) {
    if (doors === 5) break;
    if (kind !== 'valid') continue;
    const response = await fetch(`${base}/orders/${orderId}/doors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ configuration }),
    });
    await response.arrayBuffer();
    if (response.ok) doors++;
  }
  return { orderId, rules: ruleCount, doors };
}

/* ---------- the run ---------- */

const ms = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');

async function main() {
  const started = performance.now();
  const loadBefore = loadNow();
  const made = await ensureDatabase();
  const config = loadConfig({
    DATABASE_URL: url,
    DEMO_DATA: '0',
    JWT_SECRET: 'x'.repeat(48),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: BENCH_PASSWORD,
  });
  const counter = { n: 0 };
  const database = await openDatabase({ ...config, onQuery: () => counter.n++ });
  let server = null;
  try {
    const prepared = await prepareDatabase(database, config);
    if (made && !prepared.admin) throw new Error('prepareDatabase made no administrator on a new database');
    const db = database.db;
    const now = new Date();
    const existing = (await db.select({ id: schema.productModels.id }).from(schema.productModels)).length;
    if (existing === 0) {
      const t = performance.now();
      const counts = await writeCatalogue(db, describeCatalogue(), now);
      log(
        `catalogue written: ${counts.models} models, ${counts.groups} groups, ${counts.options} options, ` +
          `version ${counts.versionId} in force, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    } else log(`catalogue already there (${existing} models); pass --force to write it again`);

    // The catalogue and the version's prices as the server reads them, for the configurations and the pure part.
    const catalogue = await readCatalogue(db);
    const versionId = await listPriceInForce(db, now.toISOString().slice(0, 10));
    if (versionId === null) throw new Error('no version of the list price in force');
    const prices = {
      versionId,
      models: new Map(
        (await modelPricesOf(db, versionId)).map((row) => [row.modelId, modelPriceOf(row.price)]),
      ),
      options: new Map(
        (await optionPricesOf(db, versionId)).map((row) => [row.optionId, optionPriceOf(row.price)]),
      ),
    };
    const groups = catalogue.groups.map((g) => ({
      id: g.id,
      code: g.code,
      required: g.required,
      multiple: g.multiple,
    }));
    const options = catalogue.options.map(pricingOption);
    const catalogueOf = new Map(
      catalogue.models.map((m) => [m.id, { model: pricingModel(m), groups, options }]),
    );
    const tableModels = [...prices.models.values()].filter((p) => p.kind === 'table');
    const cells = tableModels.flatMap((p) => p.table.cells.flat());
    const dataset = {
      families: catalogue.families.length,
      models: catalogue.models.length,
      leaves: countsBy(catalogue.models, (m) => m.leafCount),
      tables: tableModels.length,
      interpolated: tableModels.filter((p) => p.table.between === 'interpolate').length,
      tableSize: `${tableModels[0].table.widths.length} × ${tableModels[0].table.heights.length}`,
      emptyCells: cells.filter((c) => c === null).length,
      cells: cells.length,
      groups: catalogue.groups.length,
      required: catalogue.groups.filter((g) => g.required).length,
      multiple: catalogue.groups.filter((g) => g.multiple).length,
      options: catalogue.options.length,
      forSome: catalogue.options.filter((o) => o.models).length,
      excluding: catalogue.options.filter((o) => o.excludes.length).length,
      requiring: catalogue.options.filter((o) => o.requires.length).length,
      limited: catalogue.options.filter((o) => o.maxWidth !== null || o.maxHeight !== null).length,
      optionKinds: countsBy([...prices.options.values()], (p) => p.kind),
    };
    log(`dataset: ${JSON.stringify(dataset)}`);

    const configurations = makeConfigurations(catalogue, CONFIGURATIONS);
    const bodies = configurations.map(({ configuration }) => JSON.stringify({ configuration }));

    // a. The pure pricing (a warm-up round, then three measured).
    measurePure(catalogueOf, prices, configurations, 1);
    const pure = measurePure(catalogueOf, prices, configurations, 3);
    log(
      `pure pricing: ${pure.priced} of ${configurations.length} priced, p95 ${ms(percentile(pure.latencies, 95))} ms`,
    );

    // a. checkPrice in this process, with its reads (a warm-up of 200 first).
    await measureInProcess(db, configurations.slice(0, 200), counter);
    const inProcess = await measureInProcess(db, configurations, counter);
    log(`checkPrice in process: p95 ${ms(percentile(inProcess.latencies, 95))} ms`);

    // b. The API through the built server.
    const profiles = path.join(os.tmpdir(), 'doorline-price-profiles');
    const execArgv = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
    if (args['cpu-prof']) log(`the server's CPU profile goes to ${profiles}`);
    const forked = await forkBenchServer({ env: { BENCH_DATABASE_URL: url }, execArgv });
    server = forked.child;
    const headers = {
      authorization: `Bearer ${await signIn(forked.baseUrl, ADMIN_EMAIL)}`,
      'content-type': 'application/json',
    };
    const base = `${forked.baseUrl}/api`;
    // Every answer as the in-process check's: the first 100 configurations.
    for (const [i, body] of bodies.slice(0, 100).entries()) {
      const response = await fetch(`${base}/prices/check`, { method: 'POST', headers, body });
      const answer = await response.json();
      const expected = await checkPrice(db, { kind: 'organization' }, JSON.parse(body), new Date());
      if (response.status !== 200 || (answer.data.breakdown === null) !== (expected.breakdown === null))
        throw new Error(`configuration ${i}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    await measureSequential(base, headers, bodies, 1);
    // The statements of one request, as bench/server.mjs records them (the token check included).
    forked.child.send({ type: 'capture-start' });
    await forked.waitFor('capture-started');
    await fetch(`${base}/prices/check`, { method: 'POST', headers, body: bodies[0] }).then((r) =>
      r.arrayBuffer(),
    );
    forked.child.send({ type: 'capture-stop' });
    const httpStatements = (await forked.waitFor('captured')).queries.length;
    let cpu = cpuMsOf(server.pid);
    const sequential = await measureSequential(base, headers, bodies, DURATION);
    sequential.cpuMs = (cpuMsOf(server.pid) - cpu) / sequential.latencies.length;
    log(`API, one at a time: p95 ${ms(percentile(sequential.latencies, 95))} ms`);
    await measureLoad(forked.baseUrl, headers, bodies, CONNECTIONS, 1);
    cpu = cpuMsOf(server.pid);
    const load = await measureLoad(forked.baseUrl, headers, bodies, CONNECTIONS, DURATION);
    load.cpuMs = (cpuMsOf(server.pid) - cpu) / (load.latencies.length + load.failures);
    log(`API, ${CONNECTIONS} connections: p95 ${ms(percentile(load.latencies, 95))} ms`);

    // c. The configurator on a dealer's quote (issue 43, part 4b): the check names the quote, so the
    // server reads the dealer's rules and the quote's doors (for minimum quantities) and prices the net.
    const quote = await dealerQuote(base, headers, catalogue, configurations);
    const quoteBodies = configurations.map(({ configuration }) =>
      JSON.stringify({ configuration, orderId: quote.orderId }),
    );
    await measureSequential(base, headers, quoteBodies, 1);
    forked.child.send({ type: 'capture-start' });
    await forked.waitFor('capture-started');
    const netAnswer = await fetch(`${base}/prices/check`, {
      method: 'POST',
      headers,
      body: quoteBodies[0],
    }).then((r) => r.json());
    forked.child.send({ type: 'capture-stop' });
    const quoteStatements = (await forked.waitFor('captured')).queries.length;
    if (configurations[0].kind === 'valid' && netAnswer.data.breakdown && !netAnswer.data.breakdown.net)
      throw new Error(
        `a check on the dealer's quote answered no net: ${JSON.stringify(netAnswer).slice(0, 300)}`,
      );
    cpu = cpuMsOf(server.pid);
    const quoteSequential = await measureSequential(base, headers, quoteBodies, DURATION);
    quoteSequential.cpuMs = (cpuMsOf(server.pid) - cpu) / quoteSequential.latencies.length;
    log(`API on a dealer's quote, one at a time: p95 ${ms(percentile(quoteSequential.latencies, 95))} ms`);
    await measureLoad(forked.baseUrl, headers, quoteBodies, CONNECTIONS, 1);
    cpu = cpuMsOf(server.pid);
    const quoteLoad = await measureLoad(forked.baseUrl, headers, quoteBodies, CONNECTIONS, DURATION);
    quoteLoad.cpuMs = (cpuMsOf(server.pid) - cpu) / (quoteLoad.latencies.length + quoteLoad.failures);
    log(
      `API on a dealer's quote, ${CONNECTIONS} connections: p95 ${ms(percentile(quoteLoad.latencies, 95))} ms`,
    );

    const { bytes } = await fetch(`${base}/prices/check`, { method: 'POST', headers, body: bodies[0] })
      .then((r) => r.arrayBuffer())
      .then((b) => ({ bytes: b.byteLength }));

    const postgres = new pg.Client({ connectionString: url });
    await postgres.connect();
    const { rows } = await postgres.query(`select current_setting('server_version') as version`);
    await postgres.end();
    const loadAfter = loadNow();
    const cpus = os.cpus();
    const kinds = countsBy(configurations, (c) => c.kind);

    const rowsOut = [
      { label: 'pure pricing (check, price, problems), in process', ...pure },
      { label: '`checkPrice` in process, its reads included', ...inProcess },
      {
        label: '`POST /api/prices/check`, 1 request at a time (`fetch`)',
        ...sequential,
        statements: httpStatements,
      },
      {
        label: `\`POST /api/prices/check\`, autocannon ${CONNECTIONS} connections`,
        ...load,
        statements: httpStatements,
      },
      {
        label: `the same on a dealer's quote (${quote.rules} rules, ${quote.doors} doors), 1 at a time`,
        ...quoteSequential,
        statements: quoteStatements,
      },
      {
        label: `the same on a dealer's quote, autocannon ${CONNECTIONS} connections`,
        ...quoteLoad,
        statements: quoteStatements,
      },
    ];
    const lines = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`node bench/price.mjs --configurations ${CONFIGURATIONS} --duration ${DURATION} --connections ${CONNECTIONS}\` (${((performance.now() - started) / 1000).toFixed(0)} s in all).`,
      '',
      `- Catalogue: ${dataset.families} families, ${dataset.models} models (${dataset.leaves}); ${dataset.tables} tables of ${dataset.tableSize} (${dataset.interpolated} interpolated, the rest next size up; ${dataset.emptyCells} of ${dataset.cells} cells not made), ${dataset.models - dataset.tables} per square metre; ${dataset.groups} option groups (${dataset.required} required, ${dataset.multiple} multiple) × 10 = ${dataset.options} options (${dataset.optionKinds}; ${dataset.forSome} for some models only, ${dataset.excluding} with exclusions, ${dataset.requiring} with requirements, ${dataset.limited} with a size limit); one published version in force with a price for every model and option.`,
      `- Configurations: ${configurations.length} (${kinds}); ${pure.priced} priced, ${configurations.length - pure.priced} answered with problems (an excluded pair, a size off the step, a size the table does not make). An answer is ${bytes} bytes (every option's state).`,
      `- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}; load average (1, 5, 15 min) ${loadBefore} before the run and ${loadAfter} after it (the cores are shared with other work, so figures are noisy). Node ${process.version}; PostgreSQL ${rows[0].version}, same machine, over TCP on 127.0.0.1; the server is bench/server.mjs (\`startServer\`, built api-server, pool of 10) in its own process, autocannon in this one.`,
      `- Columns: statements, the SQL statements one check runs (for the API, the token check included, as bench/server.mjs records them); CPU ms each, the CPU time of a check's Node process (this one for the first two rows, the server's for the API's; PostgreSQL's not counted) over the checks made. \`fetch\` asks for a compressed answer (it accepts gzip; a browser, brotli too); autocannon does not. The pure pricing is three rounds over the configurations after a warm-up round.`,
      '',
      `| Measure | n | statements | p50 ms | p95 ms | p99 ms | max ms | per s | CPU ms each | errors | p95 ≤ ${TARGET_P95_MS} ms |`,
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | :-: |',
      ...rowsOut.map((row) => {
        const s = summary(row.latencies, row.seconds);
        const statements = row.statements === undefined ? '–' : row.statements.toFixed(1).replace(/\.0$/, '');
        return `| ${row.label} | ${s.n} | ${statements} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.perSecond === null ? '–' : s.perSecond.toFixed(0)} | ${ms(row.cpuMs)} | ${row.failures ?? '–'} | ${s.p95 <= TARGET_P95_MS ? 'met' : '**missed**'} |`;
      }),
    ];
    console.log(`\n${lines.join('\n')}\n`);
  } finally {
    if (server) {
      server.send({ type: 'close' });
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await database.close();
  }
}

await main();
