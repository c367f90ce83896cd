import { describe, expect, it } from 'vitest';
import { createLifecycle, waitUntilQuiet } from './lifecycle.js';

describe('waitUntilQuiet', () => {
  it('waits for a quiet window after the last request ends', async () => {
    const lifecycle = createLifecycle();
    lifecycle.inFlight = 1;
    setTimeout(() => {
      lifecycle.inFlight = 0;
    }, 100);
    const started = Date.now();
    await waitUntilQuiet(lifecycle, 150, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('gives up after the maximum wait under steady traffic', async () => {
    const lifecycle = createLifecycle();
    lifecycle.inFlight = 3;
    const started = Date.now();
    await waitUntilQuiet(lifecycle, 100, 300);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lifecycle.inFlight).toBe(3);
  });
});
