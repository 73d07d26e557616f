import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { access, cp, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, DATA_DIR, REPO_ROOT } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the portal under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** the embedded PostgreSQL's `portal` database, for journeys that arrange state behind the UI */
    databaseUrl: string;
  }
}

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
/** the developer's server and the API tests use these */
const RESERVED_PG_PORTS = new Set([54329, 54330]);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function freePgPort(): Promise<number> {
  for (let port = 54331; port < 54431; port++) {
    if (!RESERVED_PG_PORTS.has(port) && (await portIsFree(port))) return port;
  }
  throw new Error('no free PostgreSQL port in 54331-54430');
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let early: number | null | undefined;
  void exited(child).then((code) => {
    early = code;
  });
  while (Date.now() < deadline) {
    if (early !== undefined)
      throw new Error(`the server exited (code ${early}) before it was ready; see ${logFile}`);
    try {
      const reply = await fetch(`${baseUrl}/config.json`, { signal: AbortSignal.timeout(2_000) });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the server did not answer ${baseUrl}/config.json within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
  );
}

async function stopServer(child: ChildProcess, pgPort: number): Promise<void> {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  if (child.exitCode === null && child.signalCode === null) {
    const done = exited(child);
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
    });
    const outcome = await Promise.race([done, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      child.kill('SIGKILL');
      await done;
    }
  }
  // the embedded PostgreSQL is a separate process: the next run removes its folder, so wait until it is gone
  while (!(await portIsFree(pgPort)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One portal for the whole run: a fresh data folder (so the demo data is seeded anew), free ports,
 * the server started as `node --import tsx apps/server/src/main.ts` (one process: SIGTERM reaches the
 * server itself, which stops its embedded PostgreSQL), ready once GET /config.json answers.
 */
export default async function setup(project: TestProject) {
  await rm(DATA_DIR, { recursive: true, force: true });
  await mkdir(DATA_DIR, { recursive: true });
  await mkdir(ARTIFACTS_DIR, { recursive: true });

  // The run serves its own copy of the built web app: a rebuild of apps/web/dist while the journeys
  // run (vite empties the folder first) must not pull the pages from under them.
  const builtWeb = path.join(REPO_ROOT, 'apps/web/dist');
  try {
    await access(path.join(builtWeb, 'index.html'));
  } catch {
    throw new Error(
      `no built web app in ${builtWeb}: run \`npm run build -w apps/web\` first (npm run test:e2e does)`,
    );
  }
  const webDist = path.join(DATA_DIR, 'web');
  await cp(builtWeb, webDist, { recursive: true });

  const port = await anyFreePort();
  const pgPort = await freePgPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PG_PORT: String(pgPort),
    DATA_DIR,
    WEB_DIST: webDist,
    // journeys publish releases themselves when they need them; a timer would change counts under them
    ERP_SIMULATOR_MINUTES: '0',
    // a sent ASN gets the simulated ERP's answer within half a second instead of five
    ERP_OUTBOX_POLL_MS: '500',
    // the journeys' database is small: the machine-sized buffers (a quarter of the memory) are not needed
    PG_SHARED_BUFFERS: '256MB',
    // journey 6 ages a session in the database and expects the next request to find it idle; an instance's
    // session cache (its own tests cover it) would answer from memory for up to 10 s
    SESSION_CACHE_MS: '0',
    // invitation and reset mails link to the portal as the journeys' browser opens it
    PORTAL_URL: baseUrl,
  };
  delete env.DATABASE_URL;
  delete env.PORTAL_ENV;
  delete env.SEED_DEMO;
  delete env.SESSION_IDLE_MINUTES;

  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // both streams share the file: neither may end it (the teardown does)
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const started = Date.now();
  try {
    await waitUntilReady(baseUrl, child, logFile);
  } catch (error) {
    await stopServer(child, pgPort);
    log.end();
    throw error;
  }

  console.log(
    `e2e: portal ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (PostgreSQL ${pgPort})`,
  );
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', `postgres://portal:portal@127.0.0.1:${pgPort}/portal`);

  return async () => {
    const stopping = Date.now();
    await stopServer(child, pgPort);
    console.log(`e2e: portal stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
    log.end();
  };
}
