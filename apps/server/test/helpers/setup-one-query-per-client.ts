import { afterEach } from 'vitest';
import { guardOneQueryPerClient, takeOverlappingQueries } from './one-query-per-client.ts';

// every API test fails when it ran two queries at once on one pg client (see one-query-per-client.ts)
guardOneQueryPerClient();
afterEach(() => {
  const overlaps = takeOverlappingQueries();
  if (overlaps.length > 0) {
    throw new Error(`queries overlapped on one pg client (await them one after the other):\n${overlaps[0]}`);
  }
});
