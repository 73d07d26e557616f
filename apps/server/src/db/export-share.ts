import type pg from 'pg';

/**
 * Exports read through a cursor that holds a pool connection for as long as the client downloads, so ten
 * slow downloads could hold every connection and starve the screens. Each pool therefore lends exports at
 * most a few of its connections (`EXPORT_CONNECTIONS`, 2 by default); a further export waits in line (a
 * promise, no thread or loop spins) until one ends. The rest of the pool stays free for interactive calls.
 */
export const DEFAULT_EXPORT_CONNECTIONS = 2;

/** A counting semaphore: at most `size` holders at once, the others served first come, first served. */
export class Turns {
  private holders = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Waits for a turn; the answer gives it back (once, whatever calls it again). */
  async take(): Promise<() => void> {
    if (this.holders < this.size) this.holders++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.handOn();
    };
  }

  /** how many hold a turn and how many wait, for tests and metrics */
  get state(): { holding: number; waiting: number } {
    return { holding: this.holders, waiting: this.waiting.length };
  }

  private handOn(): void {
    const next = this.waiting.shift();
    // the turn passes straight to the next in line, so the count of holders stays as it is
    if (next) next();
    else this.holders--;
  }
}

const shares = new WeakMap<pg.Pool, Turns>();

/** Sets how many of `pool`'s connections exports may hold at once. */
export function limitExportConnections(pool: pg.Pool, connections: number): void {
  shares.set(pool, new Turns(Math.max(1, Math.floor(connections))));
}

/** The export turns of `pool` (the default share for a pool nobody configured). */
export function exportTurnsOf(pool: pg.Pool): Turns {
  let turns = shares.get(pool);
  if (!turns) {
    turns = new Turns(DEFAULT_EXPORT_CONNECTIONS);
    shares.set(pool, turns);
  }
  return turns;
}

/** A pool connection held for an export within the pool's export share; `release` gives back both. */
export interface ExportConnection {
  client: pg.PoolClient;
  /** returns the connection (dropped when `broken`) and the export turn */
  release(broken: boolean): void;
}

/** Waits for an export turn of `pool`, then takes a connection; the turn goes back if connecting fails. */
export async function exportConnection(pool: pg.Pool): Promise<ExportConnection> {
  const endTurn = await exportTurnsOf(pool).take();
  try {
    const client = await pool.connect();
    return {
      client,
      release: (broken) => {
        client.release(broken);
        endTurn();
      },
    };
  } catch (error) {
    endTurn();
    throw error;
  }
}
