import { defineConfig } from 'vitest/config';

// One production server for the whole run (global setup); files run one after another because
// they share it and the machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gives up after 1 s by default; in CI the API and web suites run beside this one
    // on two cores, and an answer or a refetch can take longer than that (a failed keyboard run).
    expect: { poll: { timeout: 10_000 } },
  },
});
