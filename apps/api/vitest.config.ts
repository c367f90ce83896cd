import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite databases are per test file; keep files in separate workers but not too many at once on 2 cores.
    maxWorkers: 2,
  },
});
