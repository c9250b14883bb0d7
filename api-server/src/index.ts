export {
  loadConfig,
  settingsDoc,
  ConfigError,
  type Config,
  type SettingDoc,
  type LogLevel,
} from './config.js';
export {
  openDatabase,
  POSTGRES_SESSION_OPTIONS,
  schema,
  type Database,
  type Db,
  type DatabaseOptions,
} from './db/index.js';
export { seedDatabase, createAdministrator, DEMO_PASSWORD, demoEmails, type SeedResult } from './db/seed.js';
export { prng } from './db/demo-data.js';
export { buildApp } from './http/app.js';
export { startServer, prepareDatabase, type RunningServer } from './server.js';
