import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { cloneTemplate, databaseUrl, dropDatabase } from './databases.ts';

export interface ServerProcess {
  /** the API base, e.g. http://127.0.0.1:40123/api */
  api: string;
  /** resident memory of the server process right now, in MB */
  rssMb(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

function whenRunning(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Supplier portal is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

export interface PortalProcess {
  /** the API base, e.g. http://127.0.0.1:40123/api */
  api: string;
  pid: number;
  /** resolves with the exit code (null when a signal ended it) */
  exited: Promise<number | null>;
  /** what it printed so far, for a failing test's message */
  output(): string;
  /** stops it with SIGTERM and waits for it, and removes its data folder */
  stop(): Promise<void>;
}

/**
 * The portal as `npm start` runs it, in a process of its own on the database at `url` (several may share
 * one); `env` adds to or overrides its environment.
 */
export async function startPortalProcess(
  url: string,
  env: Record<string, string> = {},
): Promise<PortalProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ERP_SIMULATOR_MINUTES: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await whenRunning(child);
  return {
    api: `http://127.0.0.1:${port}/api`,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The portal as `npm start` runs it, in a process of its own on a database cloned from the test template:
 * for what only a real process shows (its memory, its event loop under load).
 */
export async function startServerProcess(): Promise<ServerProcess> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `portal_process_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(adminUrl, name);
  const portal = await startPortalProcess(databaseUrl(adminUrl, name));
  return {
    api: portal.api,
    rssMb: () => rssOf(portal.pid),
    stop: async () => {
      await portal.stop();
      await dropDatabase(adminUrl, name);
    },
  };
}
