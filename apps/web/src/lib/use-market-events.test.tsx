import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarketEvents } from './use-market-events';

/** A stand-in EventSource the test drives: open, send a snapshot, fail. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private handlers: ((message: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(_type: 'snapshot', handler: (message: MessageEvent<string>) => void) {
    this.handlers.push(handler);
  }
  close() {
    this.closed = true;
  }
  snapshot(asOf: string) {
    const data = JSON.stringify({ version: 1, asOf, source: 'demo' });
    for (const handler of this.handlers) handler({ data } as MessageEvent<string>);
  }
}

let fetches = 0;
function Probe({ held }: { held: string }) {
  const query = useQuery({
    queryKey: ['/api/x'],
    queryFn: async () => ++fetches,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const status = useMarketEvents([['/api/x']], held);
  return (
    <p>
      {status} {query.data}
    </p>
  );
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  FakeEventSource.all = [];
  fetches = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useMarketEvents', () => {
  it('refetches once per new snapshot, not for the one already held, and shows the status', async () => {
    const view = render(wrap(<Probe held="t0" />));
    await screen.findByText(/ 1$/);
    expect(FakeEventSource.all).toHaveLength(1);
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe('/api/analytics/events');
    act(() => source!.onopen?.());
    expect(screen.getByText(/^live/)).toBeInTheDocument();
    act(() => source!.snapshot('t0')); // the snapshot sent on connect: already held
    act(() => source!.snapshot('t1'));
    act(() => source!.snapshot('t1')); // the same snapshot twice: one refetch
    await vi.waitFor(() => expect(screen.getByText(/^live 2$/)).toBeInTheDocument());
    expect(fetches).toBe(2);
    view.unmount();
    expect(source!.closed).toBe(true);
  });

  it('reconnects after an error with a growing delay', async () => {
    vi.useFakeTimers();
    render(wrap(<Probe held="t0" />));
    const first = FakeEventSource.all[0]!;
    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(screen.getByText(/^reconnecting/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeEventSource.all).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => FakeEventSource.all[1]!.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(FakeEventSource.all).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => FakeEventSource.all[2]!.onopen?.());
    expect(screen.getByText(/^live/)).toBeInTheDocument();
  });
});
