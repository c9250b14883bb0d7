import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Identity } from '../domain/identity/sessions.js';
import type { Messages } from '../domain/messages/messages.js';
import type { FileStore } from '../storage/index.js';

/** What route modules are given: settings, the database and the domain services. */
export interface AppContext {
  config: Config;
  database: Database;
  identity: Identity;
  /** The outbox's worker: a route that queues a message wakes it (issue 28: a quote to its customer). */
  messages: Messages;
  /** Where uploaded photos and record files are kept (issue 29: the database, or S3). */
  files: FileStore;
}
