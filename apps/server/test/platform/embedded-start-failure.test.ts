import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { freePort } from '../helpers/server-process.ts';

it('says why the embedded PostgreSQL did not start, in its own words', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-fail-'));
  try {
    // a setting PostgreSQL refuses at start: it exits at once, as it does when shared memory is short
    const started = startEmbeddedPostgres(dir, await freePort(), () => {}, { max_connections: '-5' });
    await expect(started).rejects.toThrow(/stopped while starting:[\s\S]*max_connections/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
