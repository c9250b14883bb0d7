import type { FastifyInstance } from 'fastify';
import {
  type AccessRule,
  type AnyEndpoint,
  endpoints,
  ErrorBody,
  isInputAccess,
  type JsonSchema,
  neverFor,
  Notification,
  permissionsFor,
  serverMessages,
  STREAM_HEARTBEAT_SECONDS,
} from '@doorline/api-client';
import { DEVICE_COOKIE } from './cookies.js';
import type { RouteEntry } from './route-table.js';
import { API_PREFIX, type Guard } from './route.js';
import recordedExamples from './openapi-examples.generated.json' with { type: 'json' };
import { namedSchemas } from './openapi-schemas.js';
import { tagDescriptions } from './openapi-tags.js';

type Schemas = ReturnType<typeof namedSchemas>;

/**
 * One exchange per operation, by operation id, recorded by scripts/record-examples.mjs from a demo
 * server: what was sent (path, query, body) and the 200 answer: JSON, or, with its `answerType`, text
 * (a CSV, a page, an event stream); a PDF or an image has its type only.
 */
export const operationExamples: Readonly<
  Record<string, { params?: object; query?: object; body?: unknown; answer?: unknown; answerType?: string }>
> = recordedExamples;

// The API's OpenAPI 3.1 description (issue 25), made from what the server registered: every route of
// its route table, with the contract's structs for its parameters, body and answer, and its guard.
// Nothing here is written twice: a route the server answers is in the document because it answers.

/** The contract's name of each endpoint (`listUsers`), the document's operation ids. */
const names = new Map<AnyEndpoint, string>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint as AnyEndpoint, name]),
);

/** A sign-in's device cookie (docs/identity.md "Brute force", issue 39), which `POST /login` sets. */
const deviceCookieDescription = {
  description:
    `\`${DEVICE_COOKIE}\`: the browser's device cookie (HttpOnly, SameSite=Strict, Path=/api/login). A later ` +
    'sign-in that carries it for the same user is counted against this device only, not against its address ' +
    "or the account's lock-out of unknown clients.",
  schema: { type: 'string' },
};

/** What an access rule asks of each account type, in words and as data (`null`: never that type). */
function ruleAccess(rule: AccessRule) {
  const of = (type: 'organization' | 'dealer') =>
    neverFor(rule, type) === null ? permissionsFor(rule, type) : null;
  const organization = of('organization');
  const dealer = of('dealer');
  const words = (keys: readonly string[]) => keys.map((key) => `\`${key}\``).join(' or ');
  if (organization && dealer && organization.join() === dealer.join())
    return { text: `Needs the permission ${words(organization)}.`, extension: { any: organization } };
  const text =
    organization && dealer
      ? `Needs ${words(organization)} (organization users) or ${words(dealer)} (dealer users).`
      : organization
        ? `Needs ${words(organization)} (organization users); never a dealer user.`
        : `Needs ${words(dealer ?? [])} (dealer users); never an organization user.`;
  return { text, extension: { organization, dealer } };
}

/** What the guard asks of a caller, in words and as data; an access by input lists each rule it may choose. */
function access(guard: Guard) {
  if (guard === 'public') return { text: 'Public: no token.', extension: 'public' };
  if (guard === 'self') return { text: 'Any signed-in user, on their own account.', extension: 'self' };
  if (!isInputAccess(guard)) return ruleAccess(guard);
  const rules = Object.entries(guard.rules).map(([task, rule]) => ({ task, ...ruleAccess(rule) }));
  return {
    text: `The request decides the task: ${rules.map((r) => `\`${r.task}\` ${r.text.replace(/^N/, 'n')}`).join(' ')}`,
    extension: { byInput: Object.fromEntries(rules.map((r) => [r.task, r.extension])) },
  };
}

/** The fields of a params or query struct as OpenAPI parameters. */
function parametersOf(
  struct: AnyEndpoint['params'],
  where: 'path' | 'query',
  { fieldsOf }: Schemas,
  examples: Record<string, unknown> = {},
) {
  if (!struct) return [];
  const schema = fieldsOf(struct);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(description ? { description } : {}),
    // A path or query value arrives as text; the contract coerces it (an id, a page number).
    schema: property,
    ...(name in examples ? { example: examples[name] } : {}),
  }));
}

const errorAnswers = {
  '400': 'The request does not match the contract: each field at fault in `error`.',
  '401': 'No valid access token.',
  '403': 'The caller may not do this: the permission it lacks in `params.permission`.',
  '404': 'No such record, or not one the caller may see.',
  '429': 'Too many attempts: `Retry-After` says when to try again.',
  '503':
    'Not now: the database or the file storage cannot be reached, the server is starting or stopping, ' +
    'or (an export) this process writes all the exports it may at once; `Retry-After`, where given, says ' +
    'when to try again.',
} as const;

function operationOf(entry: RouteEntry & { endpoint: AnyEndpoint }, schemas: Schemas) {
  const { schemaOf } = schemas;
  const { endpoint, guard } = entry;
  const said = access(guard as Guard);
  const name =
    names.get(endpoint) ??
    `${entry.method.toLowerCase()}${entry.url.replace(/\W+(\w)/g, (_, c: string) => c.toUpperCase())}`;
  // The operation's example, recorded from a demo server (scripts/record-examples.mjs).
  const example = operationExamples[name];
  const exampleOf = (value: unknown) => (value === undefined ? {} : { example: value });
  const body = endpoint.body
    ? {
        required: true,
        content: { 'application/json': { schema: schemaOf(endpoint.body), ...exampleOf(example?.body) } },
      }
    : endpoint.multipart
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: {
                    type: 'string',
                    contentMediaType: 'application/octet-stream',
                    description: 'The file, one per request.',
                  },
                },
                required: ['file'],
              },
            },
          },
        }
      : undefined;
  // A file's media type is the one its recording answered (`text/csv`, `application/pdf`); its text,
  // where it is text, is the example. A PDF or an image has none: its bytes are no JSON string.
  const answer = endpoint.fileAnswer
    ? {
        description: 'The file',
        content: {
          [example?.answerType ?? 'application/octet-stream']: {
            schema: typeof example?.answer === 'string' ? { type: 'string' } : {},
            ...exampleOf(example?.answer),
          },
        },
      }
    : endpoint.eventStream
      ? eventStreamAnswer(schemas, example?.answer)
      : {
          description: 'Done',
          content: {
            'application/json': { schema: schemaOf(endpoint.response), ...exampleOf(example?.answer) },
          },
          ...(endpoint === endpoints.login ? { headers: { 'Set-Cookie': deviceCookieDescription } } : {}),
        };
  return {
    operationId: name,
    // `listUsers` reads "List users".
    summary: name
      .replace(/([A-Z])/g, ' $1')
      .replace(/^./, (c) => c.toUpperCase())
      .replace(/ [A-Z](?![A-Z])/g, (w) => w.toLowerCase()),
    tags: [...(startOperations.has(endpoint) ? [START_TAG] : []), tagOf(endpoint.path)],
    description: said.text,
    'x-doorline-access': said.extension,
    security: guard === 'public' ? [] : [{ bearer: [] }],
    parameters: [
      ...parametersOf(endpoint.params, 'path', schemas, example?.params as Record<string, unknown>),
      ...parametersOf(endpoint.query, 'query', schemas, example?.query as Record<string, unknown>),
      ...(endpoint.eventStream ? [lastEventIdParameter] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': answer,
      ...Object.fromEntries(
        Object.keys(errorAnswers)
          .filter((status) => guard !== 'public' || (status !== '401' && status !== '403'))
          .map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
      ),
    },
  };
}

/** A reconnecting client's resumption point (docs/notifications.md "The live stream"). */
const lastEventIdParameter = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description:
    'The id of the last `notification` event received: the stream first sends every later one, in id ' +
    'order. Absent or empty: nothing from the past.',
  schema: { type: 'string', pattern: '^[0-9]*$' },
};

/** The answer of an `eventStream` endpoint: Server-Sent Events, each event's data one line of JSON. */
function eventStreamAnswer({ schemaOf }: Schemas, example: unknown) {
  const event = (name: string, data: JsonSchema, id: boolean) => ({
    type: 'object',
    description: `\`event: ${name}\``,
    properties: {
      event: { const: name },
      ...(id ? { id: { type: 'string', description: 'The notification id' } } : {}),
      data,
    },
    required: ['event', 'data'],
  });
  return {
    description:
      'Server-Sent Events, held open: `notification` (`id:` its id, `data:` a Notification), `user` (the ' +
      "user's role, permissions or status changed: reload the user), `session-ended` (`data:` the reason " +
      'as `{ message, code }`; the server closes the stream after it), and a `: heartbeat` comment every ' +
      `${STREAM_HEARTBEAT_SECONDS} s. It stays open when the access token expires; it ends with its session.`,
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        // A recorded stream, from its opening to the server's close (scripts/record-examples.mjs).
        ...(example === undefined ? {} : { example }),
        // OpenAPI 3.1 has no SSE schema of its own: the events as JSON Schema, by event name.
        'x-doorline-events': {
          oneOf: [
            event('notification', schemaOf(Notification), true),
            event('user', { type: 'object' }, false),
            event(
              'session-ended',
              {
                type: 'object',
                properties: { message: { type: 'string' }, code: { type: 'string' } },
                required: ['message', 'code'],
              },
              false,
            ),
          ],
        },
      },
    },
  };
}

/** The first segment of the path groups the operations (`/orders/:id` under "orders"). */
const tagOf = (path: string) => path.split('/')[1] || 'api';

/**
 * The reference page's first section (issue 40): what a new client does first, in order, each step
 * an operation of the section. Its operations keep their own tag as well.
 */
const START_TAG = 'Start here';
const startOperations = new Set<AnyEndpoint>([endpoints.login, endpoints.refreshToken, endpoints.mainOrders]);
const startDescription = [
  'The three calls every client makes first; the sections after this one list every operation by its path.',
  '',
  '1. **Sign in**: `POST /login` with `{ "email", "password" }` answers `data.token` (the access token, ' +
    'sent as `Authorization: Bearer <token>` on every other call) and `data.refreshToken`. An account with ' +
    'two-factor sign-in answers `data.requiresTwoFactor` first: send the same body again with `twoFactorToken`.',
  '2. **Refresh**: when a call answers 401 (the access token lives 15 minutes by default), `POST /refresh-token` ' +
    'with `{ "refreshToken" }` answers a new pair, `data.access_token` and `data.refresh_token`; keep both and ' +
    'repeat the call once. A refresh that fails means signing in again.',
  '3. **A list, page by page**: `GET /orders/main-orders?page=1&limit=5` answers `data` (the rows) and ' +
    '`pagination` `{ page, limit, count }`; ask for `page=2` and on while `page * limit < count`. Every list ' +
    'takes `page` (from 1) and `limit` (1 to 100, 5 unless given), and the sortable ones `sort` and `order`.',
].join('\n');

/** The OpenAPI 3.1 document of every API route the server registered. */
export function openApiDocument(app: FastifyInstance, version: string) {
  const schemas = namedSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of app.routeTable) {
    if (!entry.endpoint || entry.method === 'HEAD') continue;
    const path = entry.url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[entry.method.toLowerCase()] = operationOf(
      { ...entry, endpoint: entry.endpoint },
      schemas,
    );
  }
  // Every error answer's body; its `code` is one of the server's messages.
  const errorRef = schemas.schemaOf(ErrorBody);
  const errorSchema = schemas.schemas.ErrorBody as { properties: Record<string, JsonSchema> };
  errorSchema.properties.code = { ...errorSchema.properties.code, enum: Object.keys(serverMessages) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Doorline CRM API',
      version,
      description:
        'The back office of a door manufacturer and its dealers: accounts, roles and permissions, dealer ' +
        'companies and the sales flow. Every answer is JSON; a failure answers `message` in English, its ' +
        '`code` and `params` for a client to word it in its own language, and the fields at fault.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: API_PREFIX }],
    tags: [
      { name: START_TAG, description: startDescription },
      ...[...new Set(Object.keys(paths).map((path) => tagOf(path)))]
        .sort()
        .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of `POST /login` or `POST /refresh-token` (see "Start here").',
        },
      },
      schemas: Object.fromEntries(Object.entries(schemas.schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(
        Object.entries(errorAnswers).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { 'application/json': { schema: errorRef } },
          },
        ]),
      ),
    },
  };
}
