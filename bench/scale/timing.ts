// p50/p95 of a call over rounds, after one untimed call (plans and caches warm, as on a screen in use).

export interface Timing {
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function timed(rounds: number, call: () => Promise<unknown>): Promise<Timing> {
  await call();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The same, with `before` run untimed ahead of every call (and of the untimed first one). */
export async function timedAfter(
  rounds: number,
  before: () => Promise<unknown>,
  call: () => Promise<unknown>,
): Promise<Timing> {
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    await before();
    const started = performance.now();
    await call();
    if (round > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
