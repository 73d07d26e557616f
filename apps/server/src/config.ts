import path from 'node:path';

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
  /** the time zone display strings are written in when a record carries none */
  displayTimeZone: string;
  /** port of the embedded PostgreSQL */
  pgPort: number;
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
  /** which proxies' X-Forwarded-For is believed: none by default, else a hop count or their addresses */
  trustProxy: TrustProxy;
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
  return {
    port: Number(env.PORT ?? 8080),
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
    displayTimeZone: env.DISPLAY_TIME_ZONE ?? 'Asia/Shanghai',
    pgPort: Number(env.PG_PORT ?? 54329),
    seedDemo: env.SEED_DEMO !== 'false',
    erpSimulatorMinutes: Number(env.ERP_SIMULATOR_MINUTES ?? 15),
    mailRetentionDays: Number(env.MAIL_RETENTION_DAYS ?? 90),
    interfaceLogRetentionDays: Number(env.INTERFACE_LOG_RETENTION_DAYS ?? 365),
    erpOutboundUrl: env.ERP_OUTBOUND_URL || undefined,
    erpOutboxPollMs: Number(env.ERP_OUTBOX_POLL_MS ?? 5_000),
    mailOutboxPollMs: Number(env.MAIL_OUTBOX_POLL_MS ?? 5_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
