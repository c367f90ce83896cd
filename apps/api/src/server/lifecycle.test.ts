import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle, waitUntilQuiet } from './lifecycle.js';

// Fake timers: the behaviour under test is the order of events (busy, then quiet for the window),
// not wall-clock time, which a busy machine stretches.
describe('waitUntilQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a quiet window after the last request ends', async () => {
    vi.useFakeTimers();
    const lifecycle = createLifecycle();
    lifecycle.inFlight = 1;
    let resolved = false;
    const waiting = waitUntilQuiet(lifecycle, 150, 5000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(resolved).toBe(false); // still busy: no quiet window yet
    lifecycle.inFlight = 0;
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false); // quiet, but not for the whole window
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(true);
    await waiting;
  });

  it('gives up after the maximum wait under steady traffic', async () => {
    vi.useFakeTimers();
    const lifecycle = createLifecycle();
    lifecycle.inFlight = 3;
    let resolved = false;
    const waiting = waitUntilQuiet(lifecycle, 100, 300).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(true);
    expect(lifecycle.inFlight).toBe(3);
    await waiting;
  });
});
