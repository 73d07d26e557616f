import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { adminUrlOf, databaseUrl, recreateDatabase, TEMPLATE_DATABASE } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first free port from 54330 (54329 is the developer's portal), so two test runs on one machine
 * (two terminals, two worktrees) each get their own server and cluster folder instead of colliding.
 */
async function testPgPort(): Promise<number> {
  if (process.env.TEST_PG_PORT) return Number(process.env.TEST_PG_PORT);
  for (let port = 54330; port < 54430; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free PostgreSQL port in 54330-54429');
}

/** Starts one PostgreSQL for the run (unless DATABASE_URL names one) and builds the template database once. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = adminUrlOf(process.env.DATABASE_URL);
  } else {
    const port = await testPgPort();
    const dir = path.resolve(import.meta.dirname, '../../.test-data', String(port));
    // the test databases are small: the machine-sized buffers (a quarter of the memory) are not needed
    embedded = await startEmbeddedPostgres(dir, port, () => {}, { shared_buffers: '256MB' });
    adminUrl = embedded.adminUrl;
  }
  await recreateDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = openDatabase(databaseUrl(adminUrl, TEMPLATE_DATABASE), 2);
  await prepareDatabase(template.db, { demo: true });
  await template.close();
  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await embedded?.stop();
  };
}
