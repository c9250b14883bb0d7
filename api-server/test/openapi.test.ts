// The API's description (issue 25): made from the routes the server registered, linted by Redocly's
// linter, and drawn at /api/docs from files the server serves itself.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as contract from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { contractDocsSource, generatedFile } from '../scripts/contract-docs.mjs';
import { operationExamples } from '../src/http/openapi.js';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
type Content = Record<string, { schema?: unknown; example?: unknown }>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; description?: string; example?: unknown; schema: unknown }[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
}
type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; security: unknown[]; 'x-doorline-access': unknown }>
  >;
};
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await fetch(`${server.baseUrl}/openapi.json`);
  expect(answer.status).toBe(200);
  document = (await answer.json()) as Document;
});
afterAll(async () => {
  await server?.close();
});

describe('the API description', () => {
  it('describes every route the server answers under /api, with its guard', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const operation =
        document.paths[route.url.slice(4).replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.security, `${route.method} ${route.url}`).toEqual(
        route.guard === 'public' ? [] : [{ bearer: [] }],
      );
    }
    expect(document.paths['/users']!.get!['x-doorline-access']).toEqual({
      organization: ['users.read'],
      dealer: ['dealer.users'],
    });
    expect(document.paths['/auth/sessions']!.get!['x-doorline-access']).toBe('self');
    expect(document.paths['/login']!.post!['x-doorline-access']).toBe('public');
    expect(document.paths['/orders/{id}/confirm']!.patch!['x-doorline-access']).toEqual({
      organization: ['orders.approve'],
      dealer: ['orders.confirm'],
    });
    // A guard the body chooses lists every rule it may choose; `null`: never that account type.
    expect(document.paths['/dealers/{id}']!.patch!['x-doorline-access']).toEqual({
      byInput: {
        editDealerProfile: { organization: ['dealers.manage'], dealer: ['dealer.profile'] },
        changeDealerDiscount: { organization: ['dealers.manage'], dealer: null },
        changeDealerStatus: { organization: ['dealers.manage'], dealer: null },
      },
    });
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((o) => o.operationId),
    );
    expect(new Set(ids).size, 'operation ids are unique').toBe(ids.length);
  });

  it('opens on "Start here": sign in, refresh, a list with paging; the bearer names the real refresh path (issue 40)', () => {
    const full = document as unknown as {
      tags: Array<{ name: string; description?: string }>;
      paths: Record<string, Record<string, { tags: string[] }>>;
      components: { securitySchemes: { bearer: { description: string } } };
    };
    expect(full.tags[0]!.name).toBe('Start here');
    const start = full.tags[0]!.description!;
    for (const step of ['POST /login', 'POST /refresh-token', 'GET /orders/main-orders?page=1&limit=5'])
      expect(start).toContain(step);
    expect(full.paths['/login']!.post!.tags[0]).toBe('Start here');
    expect(full.paths['/refresh-token']!.post!.tags[0]).toBe('Start here');
    expect(full.paths['/orders/main-orders']!.get!.tags[0]).toBe('Start here');
    // Every other tag follows, each of an operation's tags named in the list.
    const named = new Set(full.tags.map((tag) => tag.name));
    for (const methods of Object.values(full.paths))
      for (const operation of Object.values(methods))
        for (const tag of operation.tags) expect(named).toContain(tag);
    const bearer = full.components.securitySchemes.bearer.description;
    expect(bearer).toContain('`POST /refresh-token`');
    expect(bearer).not.toContain('/auth/refresh-token');
  });

  it('names each struct of the contract once, in `components.schemas`, and refers to it by `$ref` (issue 41)', () => {
    const full = document as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const schemas = full.components.schemas;
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const createDealer = full.paths['/dealers']!.post!;
    expect(createDealer.requestBody!.content['application/json']!.schema).toEqual(ref('CreateDealerBody'));
    expect(createDealer.responses['200']!.content!['application/json']!.schema).toEqual(
      ref('DealerResponse'),
    );
    expect(schemas.DealerResponse!.properties!.data).toMatchObject(ref('DealerDetails'));
    expect(schemas.Dealer!.properties!.contact).toMatchObject(ref('Contact'));
    expect(schemas.Dealer!.properties!.status).toMatchObject(ref('DealerStatus'));
    expect(schemas.DealersResponse!.properties!.data).toMatchObject({ type: 'array', items: ref('Dealer') });
    // Every name is an export of the contract, and every named schema is used.
    const text = JSON.stringify({ ...full, components: { ...full.components, schemas: {} } });
    const used = new Set([...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!));
    const inSchemas = JSON.stringify(schemas);
    for (const name of Object.keys(schemas)) {
      expect(contract, name).toHaveProperty(name);
      expect(used.has(name) || inSchemas.includes(`"#/components/schemas/${name}"`), name).toBe(true);
    }
    expect(Object.keys(schemas).length).toBeGreaterThan(80);
  });

  it('describes every field and every parameter (issue 41)', () => {
    const undescribed: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${where}/${i}`));
      if (value === null || typeof value !== 'object') return;
      const properties = (value as { properties?: unknown }).properties;
      if (properties && typeof properties === 'object' && !Array.isArray(properties))
        for (const [name, property] of Object.entries(properties))
          if (!(property as { description?: string }).description) undescribed.push(`${where} ${name}`);
      for (const [key, inner] of Object.entries(value))
        if (!key.startsWith('x-')) walk(inner, `${where}/${key}`);
    };
    walk(document, '#');
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods))
        for (const parameter of (operation as unknown as Operation).parameters ?? [])
          if (!parameter.description) undescribed.push(`${method} ${path} ${parameter.in} ${parameter.name}`);
    expect(undescribed).toEqual([]);
  });

  it('shows examples recorded from the demo data, each valid for its operation (issue 41)', () => {
    const operations = new Map(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).map((o) => [o.operationId, o as unknown as Operation] as const),
      ),
    );
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const components = (document as unknown as { components: unknown }).components;
    const valid = (schema: unknown, value: unknown) => {
      const validate = ajv.compile({ ...(schema as object), components });
      return validate(value) || ajv.errorsText(validate.errors);
    };
    expect(Object.keys(operationExamples).length).toBeGreaterThan(30);
    for (const [id, example] of Object.entries(operationExamples)) {
      const operation = operations.get(id);
      expect(operation, id).toBeDefined();
      const json = (content?: Content) => content?.['application/json'];
      if (example.body !== undefined) {
        expect(valid(json(operation!.requestBody?.content)!.schema, example.body), `${id} body`).toBe(true);
        expect(json(operation!.requestBody?.content)!.example, id).toEqual(example.body);
      }
      if (example.answer !== undefined) {
        // A JSON answer, or the text of a file or a stream in the media type it was recorded with.
        const answer = operation!.responses['200']!.content![example.answerType ?? 'application/json']!;
        expect(valid(answer.schema, example.answer), `${id} answer`).toBe(true);
        expect(answer.example, id).toEqual(example.answer);
      }
      for (const [where, values] of [
        ['path', example.params],
        ['query', example.query],
      ] as const)
        for (const [name, value] of Object.entries(values ?? {})) {
          const parameter = operation!.parameters?.find((p) => p.in === where && p.name === name);
          expect(parameter, `${id} ${where} ${name}`).toBeDefined();
          expect(valid(parameter!.schema, value), `${id} ${where} ${name}`).toBe(true);
          expect(parameter!.example, `${id} ${where} ${name}`).toEqual(value);
        }
    }
  });

  it('has a recorded example of every operation: its JSON body and its answer (issue 41)', () => {
    // A PDF or an image is bytes, which a JSON document holds only as an escaped or encoded string,
    // not as what the server sends: its media type is named, its request recorded, no example shown.
    const binary = /^(application\/pdf|image\/)/;
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, described] of Object.entries(methods)) {
        const operation = described as unknown as Operation;
        const name = `${operation.operationId} (${method.toUpperCase()} ${path})`;
        if (!(operation.operationId in operationExamples)) missing.push(`${name}: no recording`);
        const body = operation.requestBody?.content['application/json'];
        if (body && body.example === undefined) missing.push(`${name}: body`);
        const answers = Object.entries(operation.responses['200']?.content ?? {});
        if (!answers.some(([type, answer]) => answer.example !== undefined || binary.test(type)))
          missing.push(`${name}: answer (${answers.map(([type]) => type).join(', ')})`);
      }
    expect(missing).toEqual([]);
  });

  it(
    'takes its descriptions from the contract’s doc comments, extracted by the build into a file that is current',
    { timeout: scaled(60_000) },
    async () => {
      const current = await readFile(generatedFile, 'utf8');
      expect(current === (await contractDocsSource()), 'run node api-server/scripts/contract-docs.mjs').toBe(
        true,
      );
    },
  );

  it(
    "passes Redocly's recommended rules with no error and no warning",
    { timeout: scaled(30_000) },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'doorline-openapi-'));
      try {
        const file = path.join(dir, 'openapi.json');
        await writeFile(file, JSON.stringify(document));
        const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
        const config = path.join(import.meta.dirname, '..', 'redocly.yaml');
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [cli, 'lint', file, `--config=${config}`, '--format=json'],
          { maxBuffer: 32 * 1024 * 1024 },
        ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
        const problems = (
          JSON.parse(stdout) as {
            problems: {
              severity: string;
              ruleId: string;
              message: string;
              location: { pointer: string }[];
            }[];
          }
        ).problems;
        // Errors and warnings alike (issue 41): the recommended rules pass with nothing to say.
        const said = problems.map(
          (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
        );
        expect(said).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('draws the reference page from files of its own, nothing from elsewhere', async () => {
    const page = await fetch(`${server.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const file = await fetch(`${server.url}${source}`);
      expect(file.status, source).toBe(200);
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers an unknown path under /api with a JSON 404', async () => {
    const answer = await fetch(`${server.baseUrl}/no-such-thing`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({ message: 'Not found' });
  });
});
