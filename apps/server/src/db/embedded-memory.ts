import os from 'node:os';

const MB = 1024 * 1024;

/** PostgreSQL settings by name, values as postgresql.conf takes them (e.g. `512MB`). */
export type PgSettings = Record<string, string>;

/** The memory this process may use: the machine's, or its container's limit when that is lower. */
export function availableMemoryBytes(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  const total = os.totalmem();
  return limit > 0 && limit < total ? limit : total;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const megabytes = (value: number) => `${Math.floor(value)}MB`;

/**
 * Memory settings of the embedded PostgreSQL for a machine with `totalBytes` of memory, which it shares
 * with the portal's server: a quarter for its buffer cache (at most 8 GB), half as the planner's guess of
 * the operating system's file cache, sorts and hashes of up to a 256th each before they spill to disk
 * (4-64 MB: up to 200 connections may sort at once), a 16th for index builds and vacuum (64 MB-1 GB).
 * PostgreSQL's own defaults (128 MB buffers, 4 MB per sort) suit a laptop with a small database, not
 * 2 M schedule lines.
 */
export function memorySettings(totalBytes: number): PgSettings {
  const total = totalBytes / MB;
  return {
    shared_buffers: megabytes(clamp(total / 4, 128, 8 * 1024)),
    effective_cache_size: megabytes(clamp(total / 2, 256, 64 * 1024)),
    work_mem: megabytes(clamp(total / 256, 4, 64)),
    maintenance_work_mem: megabytes(clamp(total / 16, 64, 1024)),
  };
}

/** The environment variables that override one memory setting each. */
const SETTING_VARIABLES: Record<string, string> = {
  PG_SHARED_BUFFERS: 'shared_buffers',
  PG_EFFECTIVE_CACHE_SIZE: 'effective_cache_size',
  PG_WORK_MEM: 'work_mem',
  PG_MAINTENANCE_WORK_MEM: 'maintenance_work_mem',
};

/**
 * Settings the environment gives the embedded PostgreSQL: PG_SETTINGS holds any number as
 * `name=value` separated by `;` (e.g. `random_page_cost=1.1; max_wal_size=2GB`), and PG_SHARED_BUFFERS,
 * PG_EFFECTIVE_CACHE_SIZE, PG_WORK_MEM and PG_MAINTENANCE_WORK_MEM one each (they win over PG_SETTINGS).
 */
export function parsePgSettings(env: NodeJS.ProcessEnv): PgSettings {
  const settings: PgSettings = {};
  for (const entry of (env.PG_SETTINGS ?? '').split(';')) {
    const separator = entry.indexOf('=');
    const name = entry.slice(0, separator).trim();
    if (separator > 0 && name !== '') settings[name] = entry.slice(separator + 1).trim();
  }
  for (const [variable, name] of Object.entries(SETTING_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) settings[name] = value;
  }
  return settings;
}
