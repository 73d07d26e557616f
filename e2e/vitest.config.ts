import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the real server (embedded PostgreSQL, built web app). Its own config, not a
 * project of the root one: one server for the whole run, files one after the other.
 */
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  test: {
    name: 'e2e',
    include: ['journeys/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
