export interface PollingLoop {
  start(): void;
  /** No look starts any more; resolves once a look in progress has finished. */
  stop(): Promise<void>;
}

export interface PollingLoopOptions {
  /** One look at the outbox; answers how many items it handled. */
  look: () => Promise<number>;
  /** A look that handled this many found a full batch: more may be due, so the next look starts at once. */
  batchSize: number;
  /** The pause after a look that emptied the queue, or failed. */
  pollMs: number;
  /** A failed look is reported here and tried again after the pause. */
  onError: (error: unknown) => void;
}

/** The timer loop of the outbox workers (mail, ERP): one look at a time, never two at once. */
export function pollingLoop(options: PollingLoopOptions): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const look = options.look();
      running = look;
      look
        .then((handled) => schedule(handled >= options.batchSize ? 0 : options.pollMs))
        .catch((error: unknown) => {
          options.onError(error);
          schedule(options.pollMs);
        });
    }, delayMs);
  }

  return {
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
