import { defineConfig } from 'vitest/config';

// The first test of a file pays for importing Mantine into jsdom (seconds on a busy shared machine),
// so the default 5 s limit fails on load, not on behaviour; same limit as the web app's suites.
export default defineConfig({
  test: { environment: 'jsdom', setupFiles: ['./src/test-support/setup.ts'], testTimeout: 15_000 },
});
