import type { DestinationStream } from 'pino';

/** What the batch hands its lines to: pino's SonicBoom destination. */
export interface LineSink {
  write(chunk: string): boolean;
  flushSync(): void;
}

/**
 * Collects log lines during one turn of the event loop and hands them to `sink` as one string
 * when the turn ends. SonicBoom measures its pending buffer (Buffer.byteLength of everything not
 * yet written) on every write, so under load each access line cost a copy of kilobytes; here a
 * line costs an array push, and the sink is written to once per turn however many requests the
 * turn answered. `flushSync` writes everything out at once (before exit).
 */
export class TurnBatchedLines implements DestinationStream {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly sink: LineSink) {}

  write(line: string): void {
    this.lines.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.handOver);
  }

  private readonly handOver = () => {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const batch = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.sink.write(batch);
  };

  flushSync(): void {
    this.handOver();
    this.sink.flushSync();
  }
}
