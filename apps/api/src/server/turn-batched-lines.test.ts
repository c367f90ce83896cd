import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TurnBatchedLines } from './turn-batched-lines.js';

function sink() {
  const writes: string[] = [];
  let flushed = 0;
  return {
    writes,
    flushes: () => flushed,
    write: (chunk: string) => writes.push(chunk) > 0,
    flushSync: () => {
      flushed++;
    },
  };
}

describe('TurnBatchedLines', () => {
  it('hands the lines of one event-loop turn to the sink as one write, in order', async () => {
    const s = sink();
    const lines = new TurnBatchedLines(s);
    lines.write('a\n');
    lines.write('b\n');
    lines.write('c\n');
    expect(s.writes).toEqual([]);
    await nextTurn();
    expect(s.writes).toEqual(['a\nb\nc\n']);
    lines.write('d\n');
    await nextTurn();
    expect(s.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes pending lines at once on flushSync, and nothing twice', async () => {
    const s = sink();
    const lines = new TurnBatchedLines(s);
    lines.write('a\n');
    lines.flushSync();
    expect(s.writes).toEqual(['a\n']);
    expect(s.flushes()).toBe(1);
    await nextTurn();
    expect(s.writes).toEqual(['a\n']);
  });
});
