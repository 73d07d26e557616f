import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // the process ended meanwhile
  }
}

function descendants(pid: number): number[] {
  return children(pid).flatMap((child) => [child, ...descendants(child)]);
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** User plus system CPU time of one process, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/**
 * CPU time so far of this process's descendants, split into the browser's processes (Chromium and its
 * renderer, GPU and network processes) and the rest (the embedded PostgreSQL), plus this process itself
 * (the app's server and the bench). CPU time does not grow while other work on the machine holds the CPU,
 * so it stands for what a click costs on an idle machine where wall-clock figures cannot.
 */
export function cpuSnapshot(): { browser: number; server: number } {
  let browser = 0;
  let server = process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
  for (const pid of descendants(process.pid)) {
    if (commandOf(pid).includes('chrom')) browser += cpuMsOf(pid);
    else server += cpuMsOf(pid);
  }
  return { browser, server };
}

/** CPU time in ms of the ended children a process has waited for (fields 16 and 17 of /proc/<pid>/stat). */
function endedChildrenCpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/**
 * CPU time so far, in ms, of this process's descendants whose command line contains `name`, those that
 * ended included (a PostgreSQL backend's time goes to the postmaster when its connection closes).
 */
export function descendantsCpuMs(name: string): number {
  return descendants(process.pid)
    .filter((pid) => commandOf(pid).includes(name))
    .reduce((sum, pid) => sum + cpuMsOf(pid) + endedChildrenCpuMsOf(pid), 0);
}
