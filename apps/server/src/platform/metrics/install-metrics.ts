import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { PLATFORM_TAG } from '../http/openapi.ts';
import { EXPOSITION_CONTENT_TYPE, type MetricFamily, writeExposition } from './exposition.ts';
import { carriesToken, isLocalCaller } from './metrics-access.ts';
import { queueDepths } from './queue-depth.ts';
import { RequestMetrics } from './request-metrics.ts';

export const METRICS_PATH = '/metrics';

function poolFamilies({ db }: AppDeps): MetricFamily[] {
  const pool = db.$client;
  return [
    {
      name: 'db_pool_connections',
      help: 'Connections of the database pool: open in total, idle, and the most it opens',
      type: 'gauge',
      samples: [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'max' }, value: pool.options.max ?? 10 },
      ],
    },
    {
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a connection of the pool',
      type: 'gauge',
      samples: [{ value: pool.waitingCount }],
    },
  ];
}

/** Mail and ERP outbox depth and oldest age; without a database, only whether it answered. */
async function queueFamilies(deps: AppDeps): Promise<MetricFamily[]> {
  const up = (value: number): MetricFamily => ({
    name: 'portal_database_up',
    help: 'Whether the database answered the queue query of this scrape',
    type: 'gauge',
    samples: [{ value }],
  });
  try {
    const depths = await queueDepths(deps.db);
    return [
      up(1),
      {
        name: 'outbox_pending_messages',
        help: 'Messages waiting to go out, per queue (mail: alert mails, erp: messages to the ERP)',
        type: 'gauge',
        samples: depths.map(({ queue, pending }) => ({ labels: { queue }, value: pending })),
      },
      {
        name: 'outbox_oldest_pending_age_seconds',
        help: 'Seconds the oldest waiting message of a queue has waited (0: none waits)',
        type: 'gauge',
        samples: depths.map(({ queue, oldestAgeSeconds }) => ({
          labels: { queue },
          value: oldestAgeSeconds,
        })),
      },
    ];
  } catch {
    return [up(0)];
  }
}

function processFamilies(): MetricFamily[] {
  return [
    {
      name: 'process_resident_memory_bytes',
      help: 'Resident memory of the server process',
      type: 'gauge',
      samples: [{ value: process.memoryUsage.rss() }],
    },
    {
      name: 'process_uptime_seconds',
      help: 'Seconds since the server process started',
      type: 'gauge',
      samples: [{ value: Math.round(process.uptime()) }],
    },
  ];
}

/**
 * Prometheus metrics at /metrics, outside the API envelope and its sessions: request latency per route,
 * pool use, outbox depths. Served to a caller on this machine, or to one with METRICS_TOKEN.
 */
export function installMetrics(app: FastifyInstance, deps: AppDeps): void {
  const requests = new RequestMetrics();
  app.addHook('onResponse', async (request, reply) => {
    requests.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  const schema = {
    summary: 'Prometheus metrics (loopback or METRICS_TOKEN)',
    tags: [PLATFORM_TAG],
    security: [],
  };
  app.get(METRICS_PATH, { config: { access: 'public', scope: 'none' }, schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalCaller(request) && !carriesToken(request, deps.config.metricsToken)) {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('metrics are served to this machine, or with the metrics token (Authorization: Bearer)\n');
    }
    const families = [
      ...requests.families(),
      ...poolFamilies(deps),
      ...(await queueFamilies(deps)),
      ...processFamilies(),
    ];
    return reply.type(EXPOSITION_CONTENT_TYPE).send(writeExposition(families));
  });
}
