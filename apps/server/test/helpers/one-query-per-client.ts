import pg from 'pg';

/** What pg's client looks like inside: the query it runs and those waiting behind it (pg 8). */
interface ClientInternals {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

interface GuardState {
  overlaps: string[];
}

const GUARD = Symbol.for('portal.test.oneQueryPerClient');
const holder = globalThis as { [GUARD]?: GuardState };

/**
 * Records every query started on a pg client that is still running another (a `Promise.all` over one
 * transaction): pg 8 queues it and warns only from the third, pg 9 refuses it. Installed once per test
 * process; each test's findings are drained by `takeOverlappingQueries`.
 */
export function guardOneQueryPerClient(): void {
  if (holder[GUARD]) return;
  const state: GuardState = { overlaps: [] };
  holder[GUARD] = state;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function guardedQuery(this: ClientInternals, ...args: unknown[]) {
    const busy = this._activeQuery !== null && this._activeQuery !== undefined;
    if (!this.pipeline && (busy || (this._queryQueue?.length ?? 0) > 0)) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40; // past pg's and drizzle's frames to ours, where an await chain leads there
      state.overlaps.push(new Error('a query on a pg client still running another').stack ?? '');
      Error.stackTraceLimit = limit;
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message))
      state.overlaps.push(warning.stack ?? warning.message);
  });
}

/** The overlapping queries seen since the last call (stack traces), and forgets them. */
export function takeOverlappingQueries(): string[] {
  return holder[GUARD]?.overlaps.splice(0) ?? [];
}
