// The database of `npm run bench:scale`: the bench's PostgreSQL (embedded in bench/.data, or DATABASE_URL's
// server), migrated and seeded like `npm start` does, holding the bench volumes of every module.
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { openBenchDatabase } from '../bench-database.ts';
import { ensureBenchVolumes } from './volumes.ts';

/** The schedule bench's database too: the 2 M schedule lines are shared. */
export const SCALE_DATABASE = 'portal_bench';

export interface ScaleDatabase {
  url: string;
  handle: DatabaseHandle;
  stop(): Promise<void>;
}

export async function openScaleDatabase(): Promise<ScaleDatabase> {
  const database = await openBenchDatabase(SCALE_DATABASE);
  const handle = openDatabase(database.url, 20);
  try {
    await prepareDatabase(handle.db, { demo: true });
    const started = performance.now();
    if (await ensureBenchVolumes(handle.db)) {
      console.log(`bench volumes ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } catch (error) {
    await handle.close();
    await database.stop();
    throw error;
  }
  return {
    url: database.url,
    handle,
    stop: async () => {
      await handle.close();
      await database.stop();
    },
  };
}
