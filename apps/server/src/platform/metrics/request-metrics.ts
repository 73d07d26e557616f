import type { MetricFamily, Sample } from './exposition.ts';

/** Upper bounds (seconds) of the latency buckets: list pages aim at 0.1 s, any page at 0.3 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.3, 0.5, 1, 2.5, 5, 10, 30];

/** The route label of a request no route matched: the address itself would make a label per address. */
export const UNMATCHED_ROUTE = '(unmatched)';

interface RouteLatency {
  method: string;
  route: string;
  /** requests per bucket, not cumulative (the exposition accumulates) */
  buckets: number[];
  sum: number;
  count: number;
}

/** Request counts and latency per route (the pattern, not the address), kept since the process started. */
export class RequestMetrics {
  private readonly latency = new Map<string, RouteLatency>();
  private readonly replies = new Map<
    string,
    { method: string; route: string; status: string; count: number }
  >();

  record(method: string, route: string | undefined, status: number, seconds: number): void {
    const routeLabel = route ?? UNMATCHED_ROUTE;
    const key = `${method} ${routeLabel}`;
    let entry = this.latency.get(key);
    if (!entry) {
      entry = { method, route: routeLabel, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(key, entry);
    }
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) entry.buckets[bucket] = (entry.buckets[bucket] ?? 0) + 1;
    entry.sum += seconds;
    entry.count += 1;
    const replyKey = `${key} ${status}`;
    const reply = this.replies.get(replyKey) ?? {
      method,
      route: routeLabel,
      status: String(status),
      count: 0,
    };
    reply.count += 1;
    this.replies.set(replyKey, reply);
  }

  families(): MetricFamily[] {
    return [
      {
        name: 'http_request_duration_seconds',
        help: 'Time from request to reply, per route',
        type: 'histogram',
        samples: [...this.latency.values()].flatMap(histogramSamples),
      },
      {
        name: 'http_requests_total',
        help: 'Requests answered, per route and status',
        type: 'counter',
        samples: [...this.replies.values()].map(({ method, route, status, count }) => ({
          labels: { method, route, status },
          value: count,
        })),
      },
    ];
  }
}

function histogramSamples({ method, route, buckets, sum, count }: RouteLatency): Sample[] {
  let cumulative = 0;
  const samples: Sample[] = LATENCY_BUCKETS.map((bound, index) => {
    cumulative += buckets[index] ?? 0;
    return { suffix: '_bucket', labels: { method, route, le: String(bound) }, value: cumulative };
  });
  samples.push(
    { suffix: '_bucket', labels: { method, route, le: '+Inf' }, value: count },
    { suffix: '_sum', labels: { method, route }, value: sum },
    { suffix: '_count', labels: { method, route }, value: count },
  );
  return samples;
}
