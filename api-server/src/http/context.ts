import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Identity } from '../domain/identity/sessions.js';

/** What route modules are given: settings, the database and the domain services. */
export interface AppContext {
  config: Config;
  database: Database;
  identity: Identity;
}
