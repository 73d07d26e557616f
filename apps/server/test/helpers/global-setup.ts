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

/** Starts one PostgreSQL for the run (unless DATABASE_URL names one) and builds the template database once. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = adminUrlOf(process.env.DATABASE_URL);
  } else {
    const dir = path.resolve(import.meta.dirname, '../../.test-data');
    embedded = await startEmbeddedPostgres(dir, Number(process.env.TEST_PG_PORT ?? 54330), () => {});
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
