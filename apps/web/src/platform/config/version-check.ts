import { fetchRuntimeConfig, runtimeConfig } from './runtime-config.ts';

export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

let lastCheck = Date.now();

/**
 * Reloads the page when a new build was deployed (its /config.json version differs), so users never
 * keep running an old bundle against a new server. Checks at most once per interval.
 */
export async function checkVersion(reload: () => void = () => window.location.reload()): Promise<void> {
  const now = Date.now();
  if (now - lastCheck < VERSION_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  const latest = await fetchRuntimeConfig();
  if (latest && runtimeConfig().version && latest.version !== runtimeConfig().version) reload();
}
