import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedUrl } from '../../src/db/embedded.ts';
import { availableMemoryBytes, memorySettings } from '../../src/db/embedded-memory.ts';
import { commandOf, descendantsOf, isRunning } from '../helpers/process-tree.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
// one throw-away data folder for both runs: the first creates the cluster, the second reuses it
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-signals-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` as a person or a process manager types it, without the web build (WEB_DIST names one). */
async function npmStart(): Promise<{ npm: ChildProcess; output: () => string; pgPort: number }> {
  const pgPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    PG_PORT: String(pgPort),
    PG_WORK_MEM: '5MB',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    ERP_SIMULATOR_MINUTES: '0',
    LOG_FORMAT: 'json',
  };
  delete env.DATABASE_URL;
  const npmCli = process.env.npm_execpath;
  const npm = npmCli
    ? spawn(process.execPath, [npmCli, 'start'], { cwd: repositoryRoot, env })
    : spawn('npm', ['start'], { cwd: repositoryRoot, env });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${output}`)), 100_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Supplier portal is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    npm.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { npm, output: () => output, pgPort };
}

async function setting(pgPort: number, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: embeddedUrl(pgPort, 'postgres') });
  await client.connect();
  try {
    const result = await client.query<{ value: string }>(`select current_setting($1) as value`, [name]);
    // PostgreSQL writes whole gigabytes as GB
    return result.rows[0]?.value.replace(/^(\d+)GB$/, (_, gb: string) => `${Number(gb) * 1024}MB`) ?? '';
  } finally {
    await client.end();
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start did not stop within 30 s')), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to npm start', (signal) => {
  it('stops the server and its PostgreSQL, leaving no process behind', async () => {
    const { npm, output, pgPort } = await npmStart();
    // the embedded PostgreSQL runs with the memory computed for this machine, and with what the environment overrides
    expect(await setting(pgPort, 'shared_buffers')).toBe(
      memorySettings(availableMemoryBytes()).shared_buffers,
    );
    expect(await setting(pgPort, 'work_mem')).toBe('5MB');
    const started = descendantsOf(npm.pid ?? 0);
    // the server and the embedded PostgreSQL (postmaster and its helpers) run below npm
    expect(started.map(commandOf).join('\n')).toMatch(/postgres/);
    expect(started.length).toBeGreaterThan(2);

    npm.kill(signal);
    expect(await exitOf(npm), output()).toBe(0);

    const left = started.filter(isRunning);
    expect(left.map((pid) => `${pid} ${commandOf(pid)}`)).toEqual([]);
    // PostgreSQL removes its pid file only when it shuts down cleanly
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(output()).toContain(`stopping (${signal})`);
  }, 150_000);
});
