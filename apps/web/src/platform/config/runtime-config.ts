/** GET /config.json, served next to the app so one build runs in every environment. */
export interface RuntimeConfig {
  version: string;
  apiBase: string;
  environment: 'prod' | 'stg';
}

/** Checked by hand: the config is read before the first screen, the login page, which loads no zod. */
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { version, apiBase, environment } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof apiBase === 'string' &&
    (environment === 'prod' || environment === 'stg')
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
    return isRuntimeConfig(config)
      ? { version: config.version, apiBase: config.apiBase, environment: config.environment }
      : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = await fetchRuntimeConfig();
  if (config) setRuntimeConfig(config);
  return runtimeConfig();
}

/** The 'Test Environment' banner: configured as stg, or served from an stg host. */
export function isTestEnvironment(): boolean {
  return current.environment === 'stg' || window.location.hostname.startsWith('stg');
}
