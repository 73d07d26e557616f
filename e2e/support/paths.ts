import path from 'node:path';

export const E2E_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** the server's data folder for the run (embedded PostgreSQL cluster); recreated by every run */
export const DATA_DIR = path.join(E2E_DIR, '.data');
/** screenshots and the server log */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
