import type { components } from '@odai/contract';

export type MarketSnapshotEvent = components['schemas']['MarketSnapshotEvent'];
/** `offline`: no EventSource here (server render, old browser): pages show their data as loaded. */
export type MarketEventsStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export const MARKET_EVENTS_URL = '/api/analytics/events';
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** `initial`: the first event of a connection, the snapshot current when it opened (not a new one). */
type Listener = (event: MarketSnapshotEvent, initial: boolean) => void;

/**
 * One EventSource per page, however many blocks listen (the dashboard, the landing's featured and
 * popular blocks): opened with the first listener, closed with the last. On an error it is closed
 * and reopened after a growing delay (1 s … 30 s, reset once a stream opens), instead of the
 * browser's fixed retry, so a server that answers 429 or is away is not hammered.
 */
class MarketEvents {
  private source: EventSource | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  /** No event yet on the open connection: the next one is the server's current snapshot. */
  private awaitingFirst = false;
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Set<() => void>();
  status: MarketEventsStatus = typeof EventSource === 'undefined' ? 'offline' : 'connecting';

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  watch(onChange: () => void): () => void {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  }

  private setStatus(status: MarketEventsStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const watcher of this.watchers) watcher();
  }

  private open() {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(MARKET_EVENTS_URL);
    this.source = source;
    this.awaitingFirst = true;
    source.onopen = () => {
      this.attempt = 0;
      this.setStatus('live');
    };
    source.addEventListener('snapshot', (message) => {
      let event: MarketSnapshotEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as MarketSnapshotEvent;
      } catch {
        return; // not ours to act on
      }
      const initial = this.awaitingFirst;
      this.awaitingFirst = false;
      for (const listener of this.listeners) listener(event, initial);
    });
    source.onerror = () => {
      source.close();
      this.source = null;
      this.setStatus('reconnecting');
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
      this.attempt += 1;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.listeners.size > 0) this.open();
      }, delay);
    };
  }

  private close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.attempt = 0;
    this.setStatus(typeof EventSource === 'undefined' ? 'offline' : 'connecting');
  }
}

export const marketEvents = new MarketEvents();
