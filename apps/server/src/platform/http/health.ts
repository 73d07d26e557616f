import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { PLATFORM_TAG } from './openapi.ts';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** When the newest migration this build ships was written (drizzle records it with each applied one). */
function newestShippedMigration(): number {
  return Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((file) => file.folderMillis),
  );
}

/** Why the database cannot serve this build yet, or null when it can. */
export async function notReadyReason(db: Queryable, newestMigration: number): Promise<string | null> {
  let applied: number;
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    applied = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    // 42P01/3F000: reachable, but never migrated
    if (code === '42P01' || code === '3F000') return 'migrations not applied';
    return 'database unreachable';
  }
  return applied >= newestMigration ? null : 'migrations not applied';
}

/**
 * /healthz: the process is alive and serving (a liveness probe restarts it when not). /readyz: it can do
 * its work -- the database answers and has every migration of this build (a load balancer sends requests
 * only then). Both outside the API envelope and its sessions, plain JSON a probe reads by status code.
 */
export function installHealthChecks(app: FastifyInstance, { db }: AppDeps): void {
  const newestMigration = newestShippedMigration();
  const route = { access: 'public', scope: 'none' } as const;
  const schema = (summary: string) => ({ summary, tags: [PLATFORM_TAG], security: [] });

  app.get(
    HEALTH_PATH,
    { config: route, schema: schema('Liveness: the server process answers') },
    (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(
    READY_PATH,
    { config: route, schema: schema('Readiness: the database answers and is migrated') },
    async (_request, reply) => {
      const reason = await notReadyReason(db, newestMigration);
      reply.header('cache-control', 'no-store');
      return reason ? reply.code(503).send({ status: 'not ready', reason }) : reply.send({ status: 'ready' });
    },
  );
}
