import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface EventStreamLimits {
  /** A comment line this often keeps proxies and balancers from closing an idle stream. */
  heartbeatMs: number;
  /** The `retry:` hint: how long EventSource waits before reconnecting after the stream ends. */
  retryMs: number;
  /** Open streams this process holds at most (each costs a socket and a few kB). */
  maxStreams: number;
  /** Open streams one client address holds at most (a few tabs, not a loop of reconnects). */
  maxStreamsPerIp: number;
  /** A client this far behind (bytes queued, unread) is dropped: it would only hold memory. */
  maxQueuedBytes: number;
}

export const DEFAULT_EVENT_STREAM_LIMITS: EventStreamLimits = {
  heartbeatMs: 15_000,
  retryMs: 5_000,
  maxStreams: 10_000,
  maxStreamsPerIp: 20,
  maxQueuedBytes: 64 * 1024,
};

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Every byte is live: no cache may keep or replay it, and nginx must pass it on unbuffered.
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

/** One server-sent event, framed once and written to every stream as the same bytes. */
export function eventFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The open `text/event-stream` responses of this process: admits them within the limits, writes
 * one frame to all of them, sends the heartbeat, and ends them all on shutdown (an open stream
 * would otherwise hold the server's close until the client left). docs/decisions/028-market-event-stream.md
 */
export class EventStreamHub {
  readonly limits: EventStreamLimits;
  private readonly streams = new Set<ServerResponse>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(limits: Partial<EventStreamLimits> = {}) {
    this.limits = { ...DEFAULT_EVENT_STREAM_LIMITS, ...limits };
  }

  /** Streams open now (a gauge for metrics). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Whether a new stream from `ip` fits the limits. */
  admits(ip: string): boolean {
    return (
      this.streams.size < this.limits.maxStreams && (this.perIp.get(ip) ?? 0) < this.limits.maxStreamsPerIp
    );
  }

  /**
   * Starts a stream on `res` (headers, the retry hint, then `first` if given) and keeps it until the
   * client goes away. While the server shuts down the stream ends at once after the retry hint, so
   * EventSource reconnects later (to another process behind a balancer).
   */
  open(res: ServerResponse, ip: string, headers: OutgoingHttpHeaders, first?: string): void {
    res.writeHead(200, { ...headers, ...STREAM_HEADERS });
    // HEAD (Fastify answers it with the GET handler) gets the headers only: nothing to stream.
    if (res.req.method === 'HEAD') {
      res.end();
      return;
    }
    res.write(`retry: ${this.limits.retryMs}\n\n${first ?? ''}`);
    if (this.closing) {
      res.end();
      return;
    }
    this.streams.add(res);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    res.once('close', () => {
      this.streams.delete(res);
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
      if (this.streams.size === 0) this.stopHeartbeat();
    });
    this.heartbeat ??= setInterval(() => this.writeAll(': heartbeat\n\n'), this.limits.heartbeatMs).unref();
  }

  /** Writes one event to every open stream; returns how many it was written to. */
  broadcast(event: string, data: unknown): number {
    return this.writeAll(eventFrame(event, data));
  }

  /** Ends every stream and answers new ones with the retry hint only (shutdown). */
  closeAll(): void {
    this.closing = true;
    this.stopHeartbeat();
    for (const res of this.streams) res.end();
  }

  private writeAll(frame: string): number {
    // One Buffer for all: each write then copies no string into a new buffer.
    const bytes = Buffer.from(frame);
    let written = 0;
    for (const res of this.streams) {
      if (res.writableLength > this.limits.maxQueuedBytes) {
        res.destroy(); // its 'close' removes it
        continue;
      }
      res.write(bytes);
      written++;
    }
    return written;
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
