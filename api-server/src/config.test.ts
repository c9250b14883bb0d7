import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingsDoc } from './config.js';
import { packageRoot } from './paths.js';
import { scaled } from '../../scripts/test-time.cjs';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doorline-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has safe defaults for the embedded mode', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: path.join(cwd, 'data'),
      pgliteDir: path.join(cwd, 'data', 'db'),
      accessTokenTtlSeconds: 900,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      smsWebhookUrl: null,
      googleClientId: null,
      logLevel: 'info',
      demoData: true,
      appDir: path.resolve(packageRoot, '..', 'crm-app', 'dist'),
      trustProxy: false,
      admin: null,
      drainSeconds: 30,
      exportConcurrency: 4,
    });
  });

  it('generates the JWT secret once, keeps it with mode 600 and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const file = path.join(cwd, 'data', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first.jwtSecret);
  });

  it(
    'gives processes that start at once on one DATA_DIR one JWT secret',
    async () => {
      // Each process loads the config at the same moment (after its own start-up), as the cluster's
      // processes do (issue 13); two secrets would make each refuse the other's tokens. Each says
      // when it is loaded and waits for the word to go, so they start together however long their
      // start-up takes on a busy machine (a fixed instant 4 s ahead was passed before they loaded).
      const cwd = tempDir();
      const script = `const { loadConfig } = await import(${JSON.stringify(path.join(packageRoot, 'src/config.ts'))});
      process.stdout.write('ready\\n');
      process.stdin.once('data', () => process.stdout.write(loadConfig({}, ${JSON.stringify(cwd)}).jwtSecret));`;
      const children = Array.from({ length: 8 }, () =>
        spawn(
          process.execPath,
          ['--conditions=@doorline/source', '--import', 'tsx', '--input-type=module', '-e', script],
          { cwd: packageRoot, stdio: ['pipe', 'pipe', 'inherit'] },
        ),
      );
      const outputs = children.map((child) => {
        let text = '';
        const ready = new Promise<void>((resolve) =>
          child.stdout.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('ready\n')) resolve();
          }),
        );
        const ended = new Promise<string>((resolve, reject) =>
          child.on('exit', (code) =>
            code === 0 ? resolve(text.replace('ready\n', '')) : reject(new Error(`exit ${code}`)),
          ),
        );
        return { ready, ended };
      });
      await Promise.all(outputs.map((o) => o.ready));
      for (const child of children) child.stdin.end('go');
      const secrets = await Promise.all(outputs.map((o) => o.ended));
      expect(secrets[0]).toMatch(/^[\w-]{64}$/);
      expect(new Set(secrets)).toEqual(
        new Set([readFileSync(path.join(cwd, 'data', 'jwt-secret'), 'utf8').trim()]),
      );
    },
    scaled(20_000),
  );

  it('turns demo data off with DATABASE_URL unless DEMO_DATA=1, and off for PGlite with DEMO_DATA=0', () => {
    const cwd = tempDir();
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://h/db' }, cwd).demoData).toBe(false);
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://h/db', DEMO_DATA: '1' }, cwd).demoData).toBe(true);
    expect(loadConfig({ ...env, DEMO_DATA: '0' }, cwd).demoData).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and reads every other setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        JWT_SECRET: 's'.repeat(40),
        ACCESS_TOKEN_TTL: '600',
        SMTP_URL: 'smtp://mail',
        GOOGLE_CLIENT_ID: 'gid',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'Boss@Example.com',
        METRICS_TOKEN: 'scrape-token-0123456789',
        DRAIN_SECONDS: '0',
        EXPORT_CONCURRENCY: '2',
      },
      tempDir(),
    );
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 600,
      smtpUrl: 'smtp://mail',
      googleClientId: 'gid',
      logLevel: 'warn',
      admin: { email: 'boss@example.com', name: 'Administrator', password: null },
      metricsToken: 'scrape-token-0123456789',
      drainSeconds: 0,
      exportConcurrency: 2,
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }, tempDir()).metricsToken).toBeNull();
  });

  it('refuses bad values with a clear message', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(/at least 32/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(/DEMO_DATA/);
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'password123', JWT_SECRET: 'x'.repeat(32) }, cwd),
    ).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => loadConfig({ DRAIN_SECONDS: '-1', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(
      /DRAIN_SECONDS must be an integer from 0 to 3600/,
    );
    expect(() => loadConfig({ EXPORT_CONCURRENCY: '0', JWT_SECRET: 'x'.repeat(32) }, cwd)).toThrow(
      /EXPORT_CONCURRENCY must be an integer from 1 to 1000/,
    );
  });

  it('prices in one currency, UAH unless CURRENCY names another ISO 4217 code (issue 40 item 2)', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env, tempDir()).company.currency).toBe('UAH');
    expect(loadConfig({ ...env, CURRENCY: 'EUR' }, tempDir()).company.currency).toBe('EUR');
    // Written in any case, kept in capitals.
    expect(loadConfig({ ...env, CURRENCY: ' usd ' }, tempDir()).company.currency).toBe('USD');
    for (const bad of ['XYZ', 'UA', 'hryvnia', '₴', '980'])
      expect(() => loadConfig({ ...env, CURRENCY: bad }, tempDir()), bad).toThrow(
        new RegExp(`CURRENCY must be an ISO 4217 currency code, like UAH or EUR, got "${bad}"`),
      );
  });

  it('listens on 127.0.0.1 in demo mode and on every address otherwise, unless HOST says (issue 39)', () => {
    const cwd = tempDir();
    const env = { JWT_SECRET: 'x'.repeat(32) };
    const pg = 'postgres://h/db';
    expect(loadConfig(env, cwd).host).toBe('127.0.0.1');
    expect(loadConfig({ ...env, DATABASE_URL: pg, DEMO_DATA: '1' }, cwd).host).toBe('127.0.0.1');
    expect(loadConfig({ ...env, DATABASE_URL: pg }, cwd).host).toBe('0.0.0.0');
    expect(loadConfig({ ...env, DEMO_DATA: '0' }, cwd).host).toBe('0.0.0.0');
    expect(loadConfig({ ...env, HOST: '0.0.0.0' }, cwd).host).toBe('0.0.0.0');
    expect(loadConfig({ ...env, DATABASE_URL: pg, HOST: '10.0.0.11' }, cwd).host).toBe('10.0.0.11');
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, naming it, without its password (issue 39)', () => {
    const cwd = tempDir();
    const env = { JWT_SECRET: 'x'.repeat(32) };
    const refusal = (url: string) => {
      try {
        loadConfig({ ...env, DATABASE_URL: url }, cwd);
      } catch (error) {
        return error;
      }
      return null;
    };
    for (const url of ['garbage', 'mysql://u@h/db', 'postgres://', 'localhost:5432/doorline']) {
      const error = refusal(url);
      expect(error, url).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^DATABASE_URL must be a PostgreSQL URL, postgres:\/\//);
      expect((error as Error).message).not.toContain('\n');
    }
    const withPassword = refusal('mysql://doorline:hunter2-secret@db.internal/doorline') as Error;
    expect(withPassword.message).toContain('"mysql://doorline:***@db.internal/doorline"');
    expect(withPassword.message).not.toContain('hunter2');
    for (const url of [
      'postgres://h/db',
      'postgresql://u:p@h:5432/db?sslmode=require',
      'postgres://u@[::1]/db',
      'postgres:///db?host=/run/postgresql',
    ])
      expect(loadConfig({ ...env, DATABASE_URL: url }, cwd).databaseUrl).toBe(url);
  });

  it('names every mistake at once, one line each in the order of the settings, and writes nothing (issue 39)', () => {
    const cwd = tempDir();
    const refused = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'garbage', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' }, cwd);
      } catch (error) {
        return error;
      }
    })() as ConfigError;
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused.problems).toEqual([
      'PORT must be an integer from 0 to 65535, got "abc"',
      'DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, got "garbage"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'TRUST_PROXY must be 1 or 0, got "maybe"',
    ]);
    expect(refused.message).toBe(refused.problems.join('\n'));
    // No JWT secret was generated into the data folder.
    expect(existsSync(path.join(cwd, 'data'))).toBe(false);
  });

  it('reads METRICS_ALLOW as addresses and networks (CIDR), and refuses anything else naming it (issue 39)', () => {
    const cwd = tempDir();
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env, cwd).metricsAllow).toBeNull();
    expect(
      loadConfig({ ...env, METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7 fd00::/8,::1' }, cwd).metricsAllow,
    ).toEqual([
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '192.168.1.7', prefix: 32, family: 'ipv4' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x'])
      expect(() => loadConfig({ ...env, METRICS_ALLOW: bad }, cwd), bad).toThrow(
        new RegExp(`^METRICS_ALLOW must be addresses or networks .*"${bad.replace(/[./]/g, '\\$&')}"`),
      );
  });

  it('reads the manufacturer the PDF names, lines split at |', () => {
    const config = loadConfig(
      {
        JWT_SECRET: 'x'.repeat(40),
        COMPANY_NAME: ' Acme Doors ',
        COMPANY_DETAILS: 'Street 1 | | +380 44 1 ',
      },
      '/tmp',
    );
    expect(config.company).toEqual({
      name: 'Acme Doors',
      details: ['Street 1', '+380 44 1'],
      currency: 'UAH',
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }, '/tmp').company.name).toBe('Doorline');
  });

  it('keeps uploads in the database unless S3_BUCKET is set, and checks the S3 settings (issue 29)', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    const keys = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(base, '/tmp').storage).toEqual({ kind: 'database' });
    expect(loadConfig({ ...base, ...keys, S3_BUCKET: 'doorline-files' }, '/tmp').storage).toEqual({
      kind: 's3',
      bucket: 'doorline-files',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    // A self-hosted service: path style unless told otherwise.
    const minio = {
      ...base,
      ...keys,
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-1',
    };
    expect(loadConfig(minio, '/tmp').storage).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: '0' }, '/tmp').storage).toMatchObject({
      forcePathStyle: false,
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files' }, '/tmp')).toThrow(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...base, ...keys }, '/tmp')).toThrow(
      'S3_ACCESS_KEY_ID is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ ...base, ...keys, S3_BUCKET: 'Files_Bucket' }, '/tmp')).toThrow(
      /S3_BUCKET must be/,
    );
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'minio:9000' }, '/tmp')).toThrow(
      /S3_ENDPOINT must be an http/,
    );
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'http://minio:9000/files' }, '/tmp')).toThrow(
      /without a path/,
    );
    expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'sometimes' }, '/tmp')).toThrow(
      /S3_FORCE_PATH_STYLE must be 1 or 0/,
    );
  });

  it('documents every setting it reads', () => {
    expect(settingsDoc.map((s) => s.name)).toEqual([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'JWT_SECRET',
      'ACCESS_TOKEN_TTL',
      'PUBLIC_URL',
      'SMTP_URL',
      'SMS_WEBHOOK_URL',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_JWKS_URL',
      'LOG_LEVEL',
      'DEMO_DATA',
      'APP_DIR',
      'TRUST_PROXY',
      'AUTH_RATE_LIMIT',
      'AUTH_RATE_WINDOW',
      'COMPANY_NAME',
      'COMPANY_DETAILS',
      'CURRENCY',
      'METRICS_TOKEN',
      'METRICS_ALLOW',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'DRAIN_SECONDS',
      'EXPORT_CONCURRENCY',
      'ADMIN_EMAIL',
      'ADMIN_NAME',
      'ADMIN_PASSWORD',
    ]);
  });
});
