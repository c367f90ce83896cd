import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Frees a test from another's toasts and caches.
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
