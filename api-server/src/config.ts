import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { STREAM_HEARTBEAT_SECONDS } from '@doorline/api-client';
import { strongPasswordProblem } from './domain/identity/passwords.js';
import { packageRoot } from './paths.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  /** Where to listen: HOST, else 127.0.0.1 in demo mode and 0.0.0.0 otherwise (issue 39). */
  host: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** Absolute path of the data folder (embedded database, generated secret; uploads before issue 29). */
  dataDir: string;
  /**
   * Where the embedded database lives: `<dataDir>/db`, or null for an in-memory one (tests).
   * Ignored when `databaseUrl` is set.
   */
  pgliteDir: string | null;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  publicUrl: string;
  smtpUrl: string | null;
  smsWebhookUrl: string | null;
  googleClientId: string | null;
  /** Where Google publishes the keys that sign its ID tokens (JWKS). */
  googleJwksUrl: string;
  logLevel: LogLevel;
  /** Seed demo users and orders on an empty database; also turns the outbox on. */
  demoData: boolean;
  /** Absolute path of the built crm-app. */
  appDir: string;
  /** Trust X-Forwarded-* from a load balancer (client address for rate limits). */
  trustProxy: boolean;
  /**
   * The per-address limit on the public endpoints that take credentials or send codes (sign-in,
   * refresh, registration, codes, recovery, Google): at most `max` requests per endpoint and address
   * in `windowSeconds`; `max` 0 turns it off (docs/identity.md "Per-address limit").
   */
  authRateLimit: { max: number; windowSeconds: number };
  admin: { email: string; name: string; password: string | null } | null;
  /** The clock; tests replace it to travel in time. */
  now: () => Date;
  /**
   * The manufacturer as a record's PDF names it (issue 28): its name, and its details (address,
   * phone, e-mail), one line each; and the currency its prices are in (CURRENCY, an ISO 4217 code,
   * issue 40 item 2), which every screen, document and file shows with its amounts.
   */
  company: { name: string; details: string[]; currency: string };
  /**
   * How often an open notification stream gets its `: heartbeat` (`STREAM_HEARTBEAT_SECONDS`; tests
   * shorten it). Not an environment setting: the contract tells clients the interval.
   */
  streamHeartbeatSeconds: number;
  /**
   * The bearer token `GET /metrics` asks for; null: the metrics answer loopback callers only
   * (docs/architecture.md "How it runs").
   */
  metricsToken: string | null;
  /**
   * The networks `GET /metrics` answers (METRICS_ALLOW, issue 39), by the caller's address: the
   * socket's, or through a proxy the one it adds to X-Forwarded-For with TRUST_PROXY=1. Null: the
   * default, loopback callers that no proxy forwarded.
   */
  metricsAllow: AllowedNetwork[] | null;
  /** Where uploaded photos and files are kept (issue 29): the database, or an S3 bucket. */
  storage: StorageConfig;
  /**
   * How long the answers running at a stop (SIGTERM) may take to finish before they are cut (issue 39;
   * docs/decisions.md "Issue 39: a clean stop and bounded exports").
   */
  drainSeconds: number;
  /** CSV exports one process writes at once; one more is answered 503 with Retry-After (issue 39). */
  exportConcurrency: number;
}

/** An address and its prefix length: `10.0.0.0/8`, `::1/128`. */
export interface AllowedNetwork {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** The database's `stored_files` table (the default), or an S3-compatible bucket (S3_BUCKET). */
export type StorageConfig =
  | { kind: 'database' }
  | {
      kind: 's3';
      bucket: string;
      /** The service's address without the bucket, e.g. https://s3.eu-central-1.amazonaws.com. */
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** The bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
      forcePathStyle: boolean;
    };

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export const DEFAULT_COMPANY_NAME = 'Doorline';
export const DEFAULT_CURRENCY = 'UAH';
export const DEFAULT_COMPANY_DETAILS =
  'Doorline Manufacturing LLC | 1 Factory Street, Kyiv 01001, Ukraine | +380 44 000 00 00 | sales@doorline.example';

/** `a | b | c` as its lines, trimmed, without empty ones. */
const linesOf = (value: string) =>
  value
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

export interface SettingDoc {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, for the README and `--help`. */
export const settingsDoc: readonly SettingDoc[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  {
    name: 'HOST',
    default: '127.0.0.1 in demo mode (DEMO_DATA on), else 0.0.0.0',
    description:
      'Address to listen on. Demo mode listens on this machine only (its accounts share one known password); 0.0.0.0 listens on every address.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite in DATA_DIR/db)',
    description:
      'PostgreSQL connection string, a postgres:// or postgresql:// URL, e.g. postgres://user:pass@host:5432/doorline; the server refuses to start while it cannot connect.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Data folder (embedded database, generated JWT secret), resolved from the current directory.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated once into DATA_DIR/jwt-secret, mode 600)',
    description:
      'Secret that signs access tokens; at least 32 characters. Set the same value on every server process.',
  },
  {
    name: 'ACCESS_TOKEN_TTL',
    default: '900',
    description: 'Access token lifetime in seconds (1 to 86400; the browser tests use 4 to cross a refresh).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Address people use to reach the app (links in e-mails).',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'SMTP server for e-mail, e.g. smtps://user:pass@mail.example.com:465.',
  },
  { name: 'SMS_WEBHOOK_URL', default: '(unset)', description: 'HTTP endpoint that sends SMS messages.' },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'OAuth client id for Google sign-in.' },
  {
    name: 'GOOGLE_JWKS_URL',
    default: GOOGLE_JWKS_URL,
    description: 'Key set that Google ID tokens are verified against (changed only for tests).',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'DEMO_DATA',
    default: '1 with the embedded database, 0 with DATABASE_URL',
    description:
      'Seed demo users and orders into an empty database and keep messages in the outbox (1 or 0).',
  },
  {
    name: 'APP_DIR',
    default: '(api-server/../crm-app/dist)',
    description: 'Folder of the built crm-app to serve.',
  },
  {
    name: 'TRUST_PROXY',
    default: '0',
    description:
      'Set to 1 behind one load balancer: the client address is the one it adds to X-Forwarded-For.',
  },
  {
    name: 'AUTH_RATE_LIMIT',
    default: '60',
    description:
      'Requests one address may make to each public endpoint that takes credentials or sends a code (sign-in, refresh, registration, codes, password reset, Google) per AUTH_RATE_WINDOW; more answer 429 with Retry-After. 0 turns the limit off.',
  },
  {
    name: 'AUTH_RATE_WINDOW',
    default: '60',
    description: 'The window of AUTH_RATE_LIMIT, in seconds (1 to 86400).',
  },
  {
    name: 'COMPANY_NAME',
    default: DEFAULT_COMPANY_NAME,
    description: "The manufacturer's name at the head of a quote's or an order's PDF.",
  },
  {
    name: 'COMPANY_DETAILS',
    default: DEFAULT_COMPANY_DETAILS,
    description:
      "The manufacturer's details under its name on the PDF (address, phone, e-mail), lines separated by |.",
  },
  {
    name: 'CURRENCY',
    default: DEFAULT_CURRENCY,
    description:
      'The ISO 4217 code of the currency every price and total is in (EUR, USD...): the screens, the PDFs and the CSV headings show it with the amounts. Amounts are not converted when it changes.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: /metrics answers only this machine)',
    description:
      'Bearer token a Prometheus scrape of /metrics sends (at least 16 characters); unset, /metrics answers only loopback callers. Anyone else gets 404.',
  },
  {
    name: 'METRICS_ALLOW',
    default: '(unset: loopback callers no proxy forwarded)',
    description:
      'Addresses and networks (CIDR, separated by commas or spaces, e.g. 10.0.0.0/8,fd00::/8) whose callers /metrics answers without METRICS_TOKEN; through a proxy only with TRUST_PROXY=1, by the address it adds to X-Forwarded-For.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset: uploads are kept in the database)',
    description:
      'Keep uploaded photos and files in this S3-compatible bucket instead of the database (docs/decisions.md "Issue 29").',
  },
  {
    name: 'S3_ENDPOINT',
    default: 'https://s3.S3_REGION.amazonaws.com',
    description: 'Address of the S3-compatible service (MinIO, Ceph, R2...), without the bucket.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region the requests are signed for.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset; required with S3_BUCKET)',
    description: 'Access key of an identity that may put, get and delete objects in the bucket.',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '(unset; required with S3_BUCKET)',
    description: 'Secret of that access key.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: '0 (1 when S3_ENDPOINT is set)',
    description:
      'Address the bucket in the path (endpoint/bucket/key) instead of the host name (bucket.endpoint): 1 for most self-hosted services.',
  },
  {
    name: 'DRAIN_SECONDS',
    default: '30',
    description:
      'At SIGTERM the server stops taking requests and gives the running ones (downloads, exports) this many seconds to finish; those still running are then cut so that their clients can tell (0 to 3600).',
  },
  {
    name: 'EXPORT_CONCURRENCY',
    default: '4',
    description:
      'CSV exports one server process writes at once; one more is answered 503 with Retry-After (1 to 1000).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description:
      'First administrator, created at start only when the database has no user (not in demo mode).',
  },
  { name: 'ADMIN_NAME', default: 'Administrator', description: 'Name of that first administrator.' },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset: a password is generated and printed once)',
    description: 'Password of that first administrator; at least 12 characters, not a common one.',
  },
];

/**
 * Settings that cannot work (issue 39): one line per mistake, each naming its setting; `message` is
 * those lines. `main.ts` prints each and exits with code 1.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[], options?: { cause?: unknown }) {
    const lines = typeof problems === 'string' ? [problems] : problems;
    super(lines.join('\n'), options);
    this.name = 'ConfigError';
    this.problems = lines;
  }
}

/** Whether the app is served over https (PUBLIC_URL): HSTS, and Secure cookies. */
export function servedOverHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integerSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlSetting(env: Env, name: string, fallback: string): string {
  const raw = nonEmpty(env, name);
  if (raw === null) return fallback;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw;
}

function flag(env: Env, name: string): boolean | null {
  const raw = nonEmpty(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return null;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

/** Reads the secret kept in the data folder, creating it (600) on first start. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole beside it, then linked into place, which fails if another process sharing this
  // DATA_DIR got there first: then both use that one (issue 13: processes starting at once).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret + '\n', { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process got there first (it may have done so after the check above: removing the file
    // here then gave the two processes two secrets); only a file too short to be one is replaced.
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
    renameSync(draft, file);
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(draft, { force: true });
  }
}

/** DATABASE_URL as a message may show it: any password replaced by ***. */
const withoutPassword = (url: string) => url.replace(/^([^/]*\/\/[^/:@]*:)[^/@]*@/, '$1***@');

/**
 * DATABASE_URL, when set, must be a URL node-postgres reads as one (issue 39): anything else it
 * resolves against "postgres://base" and fails much later with a raw ENOTFOUND.
 */
function databaseUrlSetting(env: Env): string | null {
  const raw = nonEmpty(env, 'DATABASE_URL');
  if (raw === null) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  // A socket's folder may stand in for the host: postgres:///doorline?host=/var/run/postgresql.
  if (!url || !/^postgres(?:ql)?:$/.test(url.protocol) || !(url.hostname || url.searchParams.get('host')))
    throw new ConfigError(
      `DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, got "${withoutPassword(raw)}"`,
    );
  return raw;
}

/**
 * CURRENCY: an ISO 4217 code that Intl knows (so that every screen can write it), in any case. A
 * code's form alone is not enough: `XYZ` would show as itself beside every amount.
 */
function currencySetting(env: Env): string {
  const raw = nonEmpty(env, 'CURRENCY');
  if (raw === null) return DEFAULT_CURRENCY;
  const code = raw.toUpperCase();
  if (!Intl.supportedValuesOf('currency').includes(code))
    throw new ConfigError(`CURRENCY must be an ISO 4217 currency code, like UAH or EUR, got "${raw}"`);
  return code;
}

/** METRICS_ALLOW's networks (issue 39): addresses (a /32 or /128) and CIDR networks. */
function allowedNetworks(env: Env): AllowedNetwork[] | null {
  const raw = nonEmpty(env, 'METRICS_ALLOW');
  if (raw === null) return null;
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefixText, ...rest] = entry.split('/');
      const version = isIP(address);
      const max = version === 6 ? 128 : 32;
      const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
      if (!version || rest.length > 0 || !(prefix >= 0 && prefix <= max))
        throw new ConfigError(
          `METRICS_ALLOW must be addresses or networks (CIDR) separated by commas, e.g. 10.0.0.0/8,fd00::/8, got "${entry}"`,
        );
      return { address, prefix, family: version === 6 ? ('ipv6' as const) : ('ipv4' as const) };
    });
}

/** The file store's settings: S3 when S3_BUCKET is set, with its key pair required; else the database. */
function storageSettings(env: Env): StorageConfig {
  const bucket = nonEmpty(env, 'S3_BUCKET');
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  if (bucket === null) {
    const stray = others.find((name) => nonEmpty(env, name) !== null);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to use S3`);
    return { kind: 'database' };
  }
  // S3's bucket naming rules (lower case, digits, dots and hyphens; 3 to 63 characters).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must be an S3 bucket name (3 to 63 of a-z, 0-9, . and -), got "${bucket}"`,
    );
  const accessKeyId = nonEmpty(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = nonEmpty(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId === null || secretAccessKey === null)
    throw new ConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const region = nonEmpty(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region))
    throw new ConfigError(`S3_REGION must be a region name, got "${region}"`);
  const explicitEndpoint = nonEmpty(env, 'S3_ENDPOINT');
  const endpoint = urlSetting(env, 'S3_ENDPOINT', `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (new URL(endpoint).pathname !== '/' || new URL(endpoint).search)
    throw new ConfigError(`S3_ENDPOINT must be the service's address without a path, got "${endpoint}"`);
  return {
    kind: 's3',
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE') ?? explicitEndpoint !== null,
  };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  // Every mistake is found before one is reported (issue 39): each reading gives its fallback and
  // notes its problem, and nothing is written (the generated secret) while there is one.
  const problems: string[] = [];
  const read = <T>(reading: () => T, fallback: T): T => {
    try {
      return reading();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  const refuse = (problem: string) => {
    throw new ConfigError(problem);
  };

  const port = read(() => integerSetting(env, 'PORT', 3000, 0, 65535), 3000);
  const dataDir = path.resolve(cwd, nonEmpty(env, 'DATA_DIR') ?? './data');
  const databaseUrl = read(() => databaseUrlSetting(env), null);

  const explicitSecret = nonEmpty(env, 'JWT_SECRET');
  if (explicitSecret !== null && explicitSecret.length < 32)
    read(() => refuse('JWT_SECRET must be at least 32 characters'), undefined);

  const accessTokenTtlSeconds = read(() => integerSetting(env, 'ACCESS_TOKEN_TTL', 900, 1, 24 * 3600), 900);
  const googleJwksUrl = read(() => urlSetting(env, 'GOOGLE_JWKS_URL', GOOGLE_JWKS_URL), GOOGLE_JWKS_URL);

  const logLevel = (nonEmpty(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    read(() => refuse(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), undefined);

  const demoData = read(() => flag(env, 'DEMO_DATA'), null) ?? databaseUrl === null;
  const trustProxy = read(() => flag(env, 'TRUST_PROXY'), null) ?? false;
  const authRateLimit = {
    max: read(() => integerSetting(env, 'AUTH_RATE_LIMIT', 60, 0, 1_000_000), 60),
    windowSeconds: read(() => integerSetting(env, 'AUTH_RATE_WINDOW', 60, 1, 24 * 3600), 60),
  };

  const metricsToken = nonEmpty(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16)
    read(() => refuse('METRICS_TOKEN must be at least 16 characters'), undefined);
  const metricsAllow = read(() => allowedNetworks(env), null);
  const storage = read((): StorageConfig => storageSettings(env), { kind: 'database' });
  const drainSeconds = read(() => integerSetting(env, 'DRAIN_SECONDS', 30, 0, 3600), 30);
  const exportConcurrency = read(() => integerSetting(env, 'EXPORT_CONCURRENCY', 4, 1, 1000), 4);
  const currency = read(() => currencySetting(env), DEFAULT_CURRENCY);

  const adminEmail = nonEmpty(env, 'ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  const weakness = adminEmail && adminPassword !== null ? strongPasswordProblem(adminPassword) : null;
  if (weakness) read(() => refuse(`ADMIN_PASSWORD ${weakness}`), undefined);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    // Demo mode's accounts share one published password: this machine only unless HOST opens it.
    host: nonEmpty(env, 'HOST') ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
    jwtSecret: explicitSecret ?? persistentSecret(dataDir),
    accessTokenTtlSeconds,
    publicUrl: (nonEmpty(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env, 'SMTP_URL'),
    smsWebhookUrl: nonEmpty(env, 'SMS_WEBHOOK_URL'),
    googleClientId: nonEmpty(env, 'GOOGLE_CLIENT_ID'),
    googleJwksUrl,
    logLevel,
    demoData,
    appDir: path.resolve(cwd, nonEmpty(env, 'APP_DIR') ?? path.join(packageRoot, '..', 'crm-app', 'dist')),
    trustProxy,
    authRateLimit,
    admin: adminEmail
      ? {
          email: adminEmail.toLowerCase(),
          name: nonEmpty(env, 'ADMIN_NAME') ?? 'Administrator',
          password: adminPassword,
        }
      : null,
    now: () => new Date(),
    company: {
      name: nonEmpty(env, 'COMPANY_NAME') ?? DEFAULT_COMPANY_NAME,
      details: linesOf(nonEmpty(env, 'COMPANY_DETAILS') ?? DEFAULT_COMPANY_DETAILS),
      currency,
    },
    streamHeartbeatSeconds: STREAM_HEARTBEAT_SECONDS,
    metricsToken,
    metricsAllow,
    storage,
    drainSeconds,
    exportConcurrency,
  };
}
