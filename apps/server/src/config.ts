import path from 'node:path';
import { type PgSettings, parsePgSettings } from './db/embedded-memory.ts';
import { type LogFormat, logFormatOf } from './platform/logging/logger.ts';

/** Typed view of the environment; read once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** embedded PostgreSQL data and other local state */
  dataDir: string;
  /** an existing PostgreSQL server; when unset the embedded one is started in dataDir */
  databaseUrl: string | undefined;
  /** base path of every API call, e.g. /api */
  apiBase: string;
  /** SMTP server of the email alerts; when unset `npm start` runs a local sink and delivers there */
  smtpUrl: string | undefined;
  /** sender of the email alerts */
  mailFrom: string;
  /** a session ends after this many minutes without a request */
  sessionIdleMinutes: number;
  /** an instance uses a checked session this long without asking the database again (0: always asks) */
  sessionCacheMs: number;
  /** 'stg' shows the Test Environment banner */
  environment: 'prod' | 'stg';
  /** built web app served at / (absent in API-only runs such as tests) */
  webDist: string | undefined;
  logLevel: string;
  /** readable lines on a terminal, JSON otherwise (LOG_FORMAT=pretty|json overrides) */
  logFormat: LogFormat;
  /** the time zone display strings are written in when a record carries none */
  displayTimeZone: string;
  /** port of the embedded PostgreSQL */
  pgPort: number;
  /** settings of the embedded PostgreSQL that override those computed for the machine (PG_SETTINGS, PG_WORK_MEM, ...) */
  pgSettings: PgSettings;
  /** seed the demo data into an empty database */
  seedDemo: boolean;
  /** demo: the ERP simulator publishes releases this often (0: never) */
  erpSimulatorMinutes: number;
  /** sent (or abandoned) alert mails are deleted after this many days (0: kept forever) */
  mailRetentionDays: number;
  /** ERP call records of the interface log are deleted after this many days (0: kept forever) */
  interfaceLogRetentionDays: number;
  /** the ERP's outbound endpoint base (ASN send); when unset the in-process ERP simulator answers */
  erpOutboundUrl: string | undefined;
  /** how often the ERP outbox worker looks for due messages (ms) */
  erpOutboxPollMs: number;
  /** how often the mail outbox worker looks for due mails (ms) */
  mailOutboxPollMs: number;
  /** how often the recompute workers look at their queues when idle (performance, reconciliation) */
  recomputePollMs: number;
  /** which proxies' X-Forwarded-For is believed: none by default, else a hop count or their addresses */
  trustProxy: TrustProxy;
  /** how many of the pool's connections downloads (xlsx exports) may hold at once; further ones wait */
  exportConnections: number;
  /** most connections the pool of this instance opens (instances x this stays under the server's max_connections) */
  dbPoolMax: number;
  /** lets a caller from another machine read /metrics (Authorization: Bearer <token>); unset: loopback only */
  metricsToken: string | undefined;
  /** how old the dashboard's to-do counts of one scope may be when answered (ms; 0: counted every time) */
  dashboardCountsMaxAgeMs: number;
  /** the portal's address as users open it, for links in mails (PORTAL_URL; default http://localhost:PORT) */
  portalUrl: string;
  /** how long a mailed set-password link (invitation, reset) works, in hours */
  passwordLinkHours: number;
}

/** No proxy, the number of proxy hops in front, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the client address is the socket's, so X-Forwarded-For
 * cannot dodge the login lock or the rate limit); a number trusts that many hops; otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  return {
    addresses: text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // relative to where `npm start` was typed (npm runs the server inside its workspace folder)
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    apiBase: apiBase === '/' ? '' : apiBase,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Supplier Portal <no-reply@supplier-portal.local>',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 10_000),
    environment: env.PORTAL_ENV === 'stg' ? 'stg' : 'prod',
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT, process.stdout.isTTY === true),
    displayTimeZone: env.DISPLAY_TIME_ZONE ?? 'Asia/Shanghai',
    pgPort: Number(env.PG_PORT ?? 54329),
    pgSettings: parsePgSettings(env),
    seedDemo: env.SEED_DEMO !== 'false',
    erpSimulatorMinutes: Number(env.ERP_SIMULATOR_MINUTES ?? 15),
    mailRetentionDays: Number(env.MAIL_RETENTION_DAYS ?? 90),
    interfaceLogRetentionDays: Number(env.INTERFACE_LOG_RETENTION_DAYS ?? 365),
    erpOutboundUrl: env.ERP_OUTBOUND_URL || undefined,
    erpOutboxPollMs: Number(env.ERP_OUTBOX_POLL_MS ?? 5_000),
    mailOutboxPollMs: Number(env.MAIL_OUTBOX_POLL_MS ?? 5_000),
    recomputePollMs: Number(env.RECOMPUTE_POLL_MS ?? 2_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exportConnections: Number(env.EXPORT_CONNECTIONS ?? 2),
    metricsToken: env.METRICS_TOKEN || undefined,
    dbPoolMax: Number(env.DB_POOL_MAX ?? 10),
    dashboardCountsMaxAgeMs: Number(env.DASHBOARD_COUNTS_MAX_AGE_MS ?? 1_000),
    // never the request's Host header: a forged one would mail a link to the attacker's site
    portalUrl: (env.PORTAL_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    passwordLinkHours: Number(env.PASSWORD_LINK_HOURS ?? 48),
  };
}
