import { setNewest } from '../../platform/newest-entries.ts';

/**
 * Answers kept per key for at most `maxAgeMs` (0: never kept), so that many clients of one scope asking at
 * once cost one computation: callers arriving while it runs share it, later ones reuse its answer until it
 * is older than the bound. A failed computation is not kept.
 */
export class ScopeCache<T> {
  private readonly entries = new Map<string, { at: number; answer: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.maxAgeMs) return entry.answer;
    const answer = compute();
    if (this.maxAgeMs <= 0) return answer;
    const kept = { at: this.now(), answer };
    setNewest(this.entries, key, kept, this.maxEntries);
    answer.catch(() => {
      if (this.entries.get(key) === kept) this.entries.delete(key);
    });
    return answer;
  }
}
