import { defineConfig } from 'vitest/config';

// `pnpm test:soak`: the long fault and load tests (minutes; they restart the local PostgreSQL).
export default defineConfig({
  test: {
    include: ['soak/**/*.soak.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
