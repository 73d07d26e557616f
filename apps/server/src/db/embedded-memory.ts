// Memory settings of the embedded PostgreSQL from the machine's RAM: PostgreSQL's own defaults (128 MB shared
// buffers, 4 MB work_mem) are made for the smallest machine and leave a plant-sized database (1-2 GB) on disk.
// The server shares the machine with the portal itself, so it takes a modest share. Each can be set by hand.
import os from 'node:os';

const MB = 1024 * 1024;

/** The settings, each with the environment variable that overrides it (a PostgreSQL size such as 512MB). */
const SETTINGS = [
  // its cache: a sixteenth of the RAM, within 128 MB .. 1 GB (the portal and other servers share the machine)
  { name: 'shared_buffers', env: 'PG_SHARED_BUFFERS', share: 1 / 16, min: 128, max: 1024 },
  // what the planner may assume the OS caches besides: half of the RAM
  { name: 'effective_cache_size', env: 'PG_EFFECTIVE_CACHE_SIZE', share: 1 / 2, min: 512, max: 65536 },
  // per sort or hash of a query (several per query, one query per pool connection): RAM / 512, 4 .. 64 MB
  { name: 'work_mem', env: 'PG_WORK_MEM', share: 1 / 512, min: 4, max: 64 },
  // index builds and vacuum, one at a time: RAM / 32, 64 MB .. 1 GB
  { name: 'maintenance_work_mem', env: 'PG_MAINTENANCE_WORK_MEM', share: 1 / 32, min: 64, max: 1024 },
] as const;

/** `name=value` of each memory setting for a machine of `totalBytes` of RAM; a set variable wins. */
export function embeddedMemorySettings(
  totalBytes = os.totalmem(),
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return SETTINGS.map(({ name, env: variable, share, min, max }) => {
    const chosen = env[variable]?.trim();
    if (chosen) return `${name}=${chosen}`;
    const megabytes = Math.round(Math.min(max, Math.max(min, (totalBytes / MB) * share)));
    return `${name}=${megabytes}MB`;
  });
}
