import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle, waitUntilQuiet } from './lifecycle.js';

// Fake timers: the behaviour under test is the order of events (busy, then quiet for the window),
// not wall-clock time, which a busy machine stretches.
describe('waitUntilQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Waits on a lifecycle with `inFlight` requests under fake timers; `resolved()` says if the wait ended. */
  function startWaiting(inFlight: number, quietMs: number, maxMs: number) {
    vi.useFakeTimers();
    const lifecycle = createLifecycle();
    lifecycle.inFlight = inFlight;
    let resolved = false;
    const waiting = waitUntilQuiet(lifecycle, quietMs, maxMs).then(() => {
      resolved = true;
    });
    return { lifecycle, waiting, resolved: () => resolved };
  }

  it('waits for a quiet window after the last request ends', async () => {
    const { lifecycle, waiting, resolved } = startWaiting(1, 150, 5000);
    await vi.advanceTimersByTimeAsync(500);
    expect(resolved()).toBe(false); // still busy: no quiet window yet
    lifecycle.inFlight = 0;
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved()).toBe(false); // quiet, but not for the whole window
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved()).toBe(true);
    await waiting;
  });

  it('gives up after the maximum wait under steady traffic', async () => {
    const { lifecycle, waiting, resolved } = startWaiting(3, 100, 300);
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved()).toBe(true);
    expect(lifecycle.inFlight).toBe(3);
    await waiting;
  });
});
