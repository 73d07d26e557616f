import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, three projects: the contract (pure), the server (API tests on a real PostgreSQL) and the web (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core to itself: one worker on a 2-core machine. The API tests spend much
    // of their time waiting on PostgreSQL, so two workers there overlap that wait with the other's work
    // (the unit run on 2 cores: 10 min with one worker, under 7 with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
