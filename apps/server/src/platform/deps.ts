import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SessionResolver } from './auth/session-resolver.ts';

/** What modules are built from: handed to every module's routes at start-up. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** checks a request's session (cached per instance) */
  sessions: SessionResolver;
}
