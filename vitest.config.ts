import { defineConfig } from 'vitest/config';

// One run, three projects: the contract (pure), the server (API tests on a real PostgreSQL) and the web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
