import { defineProject } from 'vitest/config';

// API tests run the real app on a real PostgreSQL: one server per run (embedded, or DATABASE_URL),
// a fresh database per test file cloned from a migrated and seeded template.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
