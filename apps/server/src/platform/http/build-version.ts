import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/** The version of the web build being served: a digest of its index.html, which names every hashed bundle. */
export function buildVersion(webDist: string | undefined): string {
  if (cached) return cached;
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  cached =
    index && existsSync(index)
      ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12)
      : 'dev';
  return cached;
}
