/** What the lifecycle writes: start-up and stop steps and their failures. */
export interface LifecycleLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface Lifecycle {
  /** registers how to undo a start-up step (stop a worker, close the pool); undone newest first */
  onStop(name: string, stop: () => unknown): void;
  /** start-up is done: from now on a signal stops at once (one that came earlier stops now) */
  ready(): void;
  /** undoes every registered step, newest first, then exits with `code` */
  stop(reason: string, code: number): Promise<void>;
}

// SIGHUP: the terminal that ran `npm start` was closed
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * How long one stop step may take before the stop goes on without it: longer than the HTTP drain's grace
 * (20 s), so only a step that hangs (a pool waiting for a client never released) is left behind, and the
 * embedded PostgreSQL after it is still stopped.
 */
export const STOP_STEP_LIMIT_MS = 30_000;

/** Resolves when `step` settles or after `limitMs`, whichever comes first; says which. */
async function withinLimit(step: () => unknown, limitMs: number): Promise<'done' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), limitMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(step)
        .then(() => 'done' as const),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the process cleanly on SIGINT, SIGTERM and SIGHUP, whoever sends them (Ctrl-C, a process manager, a
 * container stop): each start-up step registers its undo, and a stop runs them newest first -- workers,
 * then the HTTP server (draining requests in flight), then the pool and the embedded PostgreSQL -- so no
 * child process outlives the server. A signal during start-up waits until start-up ends: stopping halfway
 * would leave a PostgreSQL starting with nobody to stop it. A failing step, or one that outlasts
 * `stepLimitMs`, is logged and the next one still runs.
 */
export function createLifecycle(
  log: LifecycleLog,
  exit: (code: number) => void = process.exit,
  signals: Pick<NodeJS.EventEmitter, 'on'> = process,
  stepLimitMs = STOP_STEP_LIMIT_MS,
): Lifecycle {
  const steps: { name: string; stop: () => unknown }[] = [];
  let started = false;
  let pendingSignal: string | undefined;
  let stopping: Promise<void> | undefined;

  const stop = (reason: string, code: number): Promise<void> => {
    stopping ??= (async () => {
      log.info(`stopping (${reason})`);
      for (const step of [...steps].reverse()) {
        try {
          if ((await withinLimit(step.stop, stepLimitMs)) === 'timed out') {
            log.error({ err: new Error(`no end after ${stepLimitMs} ms`) }, `stopping ${step.name} hangs`);
          }
        } catch (error) {
          log.error({ err: error }, `stopping ${step.name} failed`);
        }
      }
      log.info('stopped');
      exit(code);
    })();
    return stopping;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return log.info(`${signal}: already stopping`);
    if (started) return void stop(signal, 0);
    pendingSignal = signal;
    log.info(`${signal}: stopping once start-up is done`);
  };
  for (const signal of SIGNALS) signals.on(signal, onSignal);

  return {
    onStop: (name, stopStep) => void steps.push({ name, stop: stopStep }),
    ready: () => {
      started = true;
      if (pendingSignal) void stop(pendingSignal, 0);
    },
    stop,
  };
}
