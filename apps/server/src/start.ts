// What `npm start` runs. npm signals only the process it started, and the shell npm runs a script in
// (`sh -c`) does not pass signals on: a server started as `npm run build && npm start -w apps/server`
// sat three processes below npm and outlived a SIGTERM to it, with its PostgreSQL. So the script `exec`s
// this file: npm's child is this process, which builds the web app, then runs the server in itself.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGTERM: 15 };

/**
 * Builds the web app in a process group of its own (npm, its shell, vite) and passes a stop signal to the
 * whole group, so a stop during the build leaves no half of it behind.
 */
function buildWebApp(): Promise<void> {
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build', '-w', 'apps/web']]
    : ['npm', ['run', 'build', '-w', 'apps/web']];
  const build = spawn(command, args, { cwd: repositoryRoot, stdio: 'inherit', detached: true });
  const forward = (signal: NodeJS.Signals) => {
    if (build.pid) process.kill(-build.pid, signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    build.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) return resolve();
      // stopped by a signal or failed: the server does not start
      process.exit(signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 1) : (code ?? 1));
    });
  });
}

// WEB_DIST names a web app built elsewhere (a deployment, a test): nothing to build here
if (!process.env.WEB_DIST) await buildWebApp();
await import('./main.ts');
