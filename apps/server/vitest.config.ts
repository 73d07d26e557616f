import { defineProject } from 'vitest/config';

// API tests run the real app on a real PostgreSQL: one server per run (embedded, or DATABASE_URL),
// a fresh database per test file cloned from a migrated and seeded template.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // fails a test that runs two queries at once on one pg client (pg 9 refuses them)
    setupFiles: ['test/helpers/setup-one-query-per-client.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Files share a worker's module cache (the app is imported once per worker, not per file). Safe
    // because each file builds its own app on its own database; module level holds only pure caches and
    // caches keyed by database (list totals and remembered rows carry their pool's tag in the stamp).
    isolate: false,
  },
});
