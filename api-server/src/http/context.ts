import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { ExportSlots } from '../domain/exports/slots.js';
import type { IdentityServices } from '../domain/identity/services.js';
import type { Identity } from '../domain/identity/sessions.js';
import type { Messages } from '../domain/messages/messages.js';
import type { LiveEvents } from '../domain/notifications/live.js';
import type { FileStore } from '../storage/index.js';

/** What route modules are given (route-modules.ts): settings, the database and the domain services. */
export interface AppContext {
  config: Config;
  database: Database;
  identity: Identity;
  /** The outbox's worker: a route that queues a message wakes it (issue 28: a quote to its customer). */
  messages: Messages;
  /** Where uploaded photos and record files are kept (issue 29: the database, or S3). */
  files: FileStore;
  /** Codes, messages and two-factor sign-in: registration, recovery and the own account's checks. */
  services: IdentityServices;
  /** This process's notification streams, one LISTEN (docs/notifications.md "The live stream"). */
  live: LiveEvents;
  /** At most EXPORT_CONCURRENCY exports at once (issue 39); a stop waits for the running ones. */
  exportSlots: ExportSlots;
}
