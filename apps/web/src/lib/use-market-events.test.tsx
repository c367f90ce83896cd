import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarketEvents, useMarketEventsStatus } from './use-market-events';

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
  useMarketEvents([['/api/x']], held);
  const status = useMarketEventsStatus();
  return (
    <p>
      {status} {query.data}
    </p>
  );
}

/** A block whose held snapshot is what its read answered; each read waits until the test answers it. */
const reads: { answer: (asOf: string) => void; fail: () => void }[] = [];
function LoadingProbe() {
  const query = useQuery({
    queryKey: ['/api/x'],
    queryFn: () =>
      new Promise<{ asOf: string }>((resolve, reject) => {
        fetches++;
        reads.push({ answer: (asOf) => resolve({ asOf }), fail: () => reject(new Error('503')) });
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useMarketEvents([['/api/x']], query.data?.asOf);
  return <p>{query.isError ? 'failed' : (query.data?.asOf ?? 'loading')}</p>;
}

const T0 = '2026-11-24T10:00:00.000Z';
const T1 = '2026-11-24T10:01:00.000Z';
const T2 = '2026-11-24T10:02:00.000Z';

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  FakeEventSource.all = [];
  fetches = 0;
  reads.length = 0;
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

  it('refetches nothing on a reconnect whose first event is the snapshot held, nor for an older one', async () => {
    vi.useFakeTimers();
    render(wrap(<Probe held={T1} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetches).toBe(1);
    act(() => FakeEventSource.all[0]!.snapshot(T1));
    act(() => FakeEventSource.all[0]!.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const second = FakeEventSource.all[1]!;
    act(() => second.snapshot(T1)); // the reconnect opens with the snapshot held
    act(() => second.snapshot(T0)); // a follower process behind the one that served the data
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetches).toBe(1);
    act(() => second.snapshot(T2));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetches).toBe(2);
  });

  it('lets a read in flight answer the connect event, and reads once more if it lands older', async () => {
    render(wrap(<LoadingProbe />));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    act(() => FakeEventSource.all[0]!.snapshot(T1)); // nothing held yet: the read in flight is not restarted
    expect(fetches).toBe(1);
    act(() => reads[0]!.answer(T0)); // it began before T1 was served
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    act(() => reads[1]!.answer(T1));
    await screen.findByText(T1);
    act(() => FakeEventSource.all[0]!.snapshot(T1));
    expect(fetches).toBe(2);
  });

  it('does not retry a failed read on connect; the next snapshot reads again', async () => {
    render(wrap(<LoadingProbe />));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    act(() => reads[0]!.fail());
    await screen.findByText('failed');
    act(() => FakeEventSource.all[0]!.snapshot(T1));
    expect(fetches).toBe(1);
    act(() => FakeEventSource.all[0]!.snapshot(T2));
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    act(() => reads[1]!.answer(T2));
    await screen.findByText(T2);
  });
});
