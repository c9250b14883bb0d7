import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './paths.js';

/**
 * What `GET /api/version` answers: this package's version, and the commit its build was made from
 * (`dist/build-info.json`, written by `scripts/build-info.mjs`; null when unknown, e.g. run from the
 * sources). Read once at start.
 */
export function buildVersion(): { version: string; commit: string | null } {
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  let commit: string | null = null;
  try {
    const info = JSON.parse(readFileSync(path.join(packageRoot, 'dist', 'build-info.json'), 'utf8')) as {
      commit?: unknown;
    };
    if (typeof info.commit === 'string' && info.commit) commit = info.commit;
  } catch {
    // no build information: the commit is unknown
  }
  return { version, commit };
}
