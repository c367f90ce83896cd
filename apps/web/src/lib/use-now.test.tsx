import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('ticks so ages shown on screen keep counting', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-22T02:00:00Z'));
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(Date.parse('2026-11-22T02:00:00Z'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(Date.parse('2026-11-22T02:01:00Z'));
  });
});
