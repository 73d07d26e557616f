import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What modules are built from: handed to every module's routes at start-up. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
}
