/** GET /config.json, served next to the app so one build runs in every environment. */
export interface RuntimeConfig {
  version: string;
  apiBase: string;
  environment: 'prod' | 'stg';
  /** the zone the server writes record times in (created, sent, posted ...); older servers omit it */
  displayTimeZone?: string;
}

/** Checked by hand: the config is read before the first screen, the login page, which loads no zod. */
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { version, apiBase, environment, displayTimeZone } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof apiBase === 'string' &&
    (environment === 'prod' || environment === 'stg') &&
    (displayTimeZone === undefined || typeof displayTimeZone === 'string')
  );
}

/** Used until /config.json answers, and when it cannot be read: the server's default base path. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { version: '', apiBase: '/api', environment: 'prod' };

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function runtimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...config, apiBase: config.apiBase.replace(/\/+$/, '') };
}

/** Reads /config.json past every cache; null when it cannot be read. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig | null> {
  try {
    const response = await fetch(`/config.json?_t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const config: unknown = await response.json();
    if (!isRuntimeConfig(config)) return null;
    const { version, apiBase, environment, displayTimeZone } = config;
    return { version, apiBase, environment, ...(displayTimeZone ? { displayTimeZone } : {}) };
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = await fetchRuntimeConfig();
  if (config) setRuntimeConfig(config);
  return runtimeConfig();
}

/** The server's default display zone (DISPLAY_TIME_ZONE), for a server that does not name its own. */
const DEFAULT_DISPLAY_TIME_ZONE = 'Asia/Shanghai';

/** The zone of record times as the server formats them. */
export function displayTimeZone(): string {
  return current.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE;
}

/** The 'Test Environment' banner: configured as stg, or served from an stg host. */
export function isTestEnvironment(): boolean {
  return current.environment === 'stg' || window.location.hostname.startsWith('stg');
}
