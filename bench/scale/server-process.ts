// The portal in a process of its own, as `npm start` runs it (the same node flags), so a bench measures the
// server's memory alone, not its own clients'. Answers where it listens, its resident memory, and a stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../apps/server');

export interface ServerProcess {
  baseUrl: string;
  /** the server's resident memory now, in MB */
  rssMb(): number;
  /** the server's CPU time so far (user + system, every thread), in seconds */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The node flags of `npm start` (apps/server/package.json's start script), so the bench runs what ships. */
function startFlags(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.scripts.start.split(' ').filter((word) => word.startsWith('--max-'));
}

/** Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (USER_HZ, 100 on Linux). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function startServerProcess(databaseUrl: string, port: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const child = spawn(process.execPath, [...startFlags(), '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ERP_SIMULATOR_MINUTES: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await listening(child);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    rssMb: () => rssMbOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    stop,
  };
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Supplier portal is running')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}
