import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // typing into Ant Design forms is slow in jsdom, more so when the files run in parallel
    testTimeout: 20_000,
    // Files share a worker's module cache: importing Ant Design and the app anew for each of ~65 files
    // took half the run. Safe because setup.ts unmounts, clears storage and restores mocks after each test.
    isolate: false,
  },
});
