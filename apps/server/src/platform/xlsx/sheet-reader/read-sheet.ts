import { Worker } from 'node:worker_threads';
import type { SheetJob, SheetOutcome } from './sheet-job.ts';
import type { SheetLimits } from './sheet-limits.ts';

/** Files read at once (one per core) and files that may wait for a turn; more are refused as "busy". */
const PARALLEL = 2;
const WAITING = 8;
/** A file that takes longer is given up (its worker stopped) and refused. */
const TIME_LIMIT_MS = 30_000;
/** A worker's heap: a 50,000-row file streams in about 100 MB; a worker past this is stopped, not the server. */
const WORKER_HEAP_MB = 256;
/** An idle worker is stopped after this long, giving its memory back. */
const IDLE_MS = 60_000;

export type ReadOutcome = SheetOutcome | { ok: false; refusal: 'busy' | 'tooSlow' };
/** A worker that ended without answering (it never came up, or was stopped): the file is not to blame. */
type JobOutcome = ReadOutcome | { ok: false; refusal: 'workerLost' };

// Workers load TypeScript through tsx, as the server does (Node 20 applies no loader to a worker's entry).
const workerEntry = new URL('./read-sheet-worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(workerEntry)}); })`;

const idle: Array<{ worker: Worker; timer: NodeJS.Timeout; onExit: () => void }> = [];
let busyWorkers = 0;
const waiting: Array<() => void> = [];

function newWorker(): Worker {
  return new Worker(BOOT, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
}

function takeWorker(): Worker {
  const kept = idle.pop();
  if (!kept) return newWorker();
  clearTimeout(kept.timer);
  kept.worker.off('exit', kept.onExit);
  return kept.worker;
}

/** Stops waiting for a worker: it is stopped, or it ended on its own while idle. */
function forget(worker: Worker): void {
  const index = idle.findIndex((entry) => entry.worker === worker);
  if (index < 0) return;
  const [entry] = idle.splice(index, 1);
  if (entry) clearTimeout(entry.timer);
}

function giveBack(worker: Worker): void {
  const timer = setTimeout(() => {
    forget(worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  worker.unref();
  const onExit = () => forget(worker);
  worker.once('exit', onExit);
  idle.push({ worker, timer, onExit });
}

/** One job on one worker; a worker that fails, overruns or dies is stopped and never reused. */
function runJob(worker: Worker, job: SheetJob): Promise<JobOutcome> {
  worker.ref();
  return new Promise((resolve) => {
    const onMessage = (outcome: SheetOutcome) => settle(outcome, true);
    // out of memory or a crash inside the reader: the file is too much to read, the server lives on
    const onError = () => settle({ ok: false, refusal: 'unpacksTooLarge' }, false);
    const onExit = () => settle({ ok: false, refusal: 'workerLost' }, false);
    const timer = setTimeout(() => settle({ ok: false, refusal: 'tooSlow' }, false), TIME_LIMIT_MS);
    function settle(outcome: JobOutcome, healthy: boolean) {
      clearTimeout(timer);
      // only our listeners: the worker keeps listeners of its own
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) giveBack(worker);
      else void worker.terminate();
      resolve(outcome);
    }
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage(job, [job.zip]);
  });
}

/** Runs `work` when a worker is free; refuses at once when too many files already wait. */
async function inTurn(work: () => Promise<ReadOutcome>): Promise<ReadOutcome> {
  if (busyWorkers >= PARALLEL) {
    if (waiting.length >= WAITING) return { ok: false, refusal: 'busy' };
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else busyWorkers++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busyWorkers--;
  }
}

/**
 * The first sheet of an xlsx file, read in a worker thread with its own memory limit, so no file can
 * exhaust the server's memory or hold up other requests; at most PARALLEL files are read at a time.
 */
export function readFirstSheet(zip: Buffer, columnCount: number, limits: SheetLimits): Promise<ReadOutcome> {
  // each job transfers its own copy of the bytes to the worker
  const job = () => ({ zip: new Uint8Array(zip).buffer, columnCount, limits });
  return inTurn(async () => {
    const first = await runJob(takeWorker(), job());
    if (first.ok || first.refusal !== 'workerLost') return first;
    // a worker lost without an answer is no verdict on the file: once more on a fresh one
    const second = await runJob(newWorker(), job());
    return second.ok || second.refusal !== 'workerLost' ? second : { ok: false, refusal: 'busy' };
  });
}
