import { describe, expect, it } from 'vitest';
import { createEventStreamParser, readEventStream, type StreamEvent } from './parse-event-stream';

// Recorded from the contract's example of POST /api/chat/message/stream (one JSON line per data).
const RECORDED = [
  'event: user',
  'data: {"id":"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01","message":"What is a bonding curve?","isUser":true,"createdAt":"2026-11-21T14:05:00.000Z"}',
  '',
  'event: delta',
  'data: {"text":"A bonding curve sets a token\'s price from its supply sold. "}',
  '',
  ': keep-alive',
  '',
  'event: delta',
  'data: {"text":"Price rises as tokens are bought — **1%** fee. "}',
  '',
  'event: assistant',
  'data: {"id":"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02","message":"A bonding curve sets a token\'s price from its supply sold.","isUser":false,"createdAt":"2026-11-21T14:05:02.000Z","engine":"llm","sources":[]}',
  '',
  '',
].join('\n');

function parseAll(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('event-stream parser', () => {
  it('reads the recorded stream: user, two deltas, assistant; comments skipped', () => {
    const events = parseAll([RECORDED]);
    expect(events.map((e) => e.event)).toEqual(['user', 'delta', 'delta', 'assistant']);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({
      text: "A bonding curve sets a token's price from its supply sold. ",
    });
    expect(JSON.parse(events[3]?.data ?? '').engine).toBe('llm');
  });

  it('gives the same events however the text is cut into chunks (every split point, CRLF too)', () => {
    const expected = parseAll([RECORDED]);
    const crlf = RECORDED.replace(/\n/g, '\r\n');
    for (const text of [RECORDED, crlf, RECORDED.replace(/\n/g, '\r')]) {
      for (let cut = 0; cut <= text.length; cut += 7) {
        expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
      }
      expect(parseAll([...text])).toEqual(expected);
    }
  });

  it('joins multi-line data, defaults the event name, keeps one space after the colon only', () => {
    expect(parseAll(['data:a\ndata:  b\n\nevent: x\ndata\n\nevent: empty\n\n'])).toEqual([
      { event: 'message', data: 'a\n b' },
      { event: 'x', data: '' },
    ]);
  });

  it('drops an event the stream ended before finishing', () => {
    expect(parseAll(['event: delta\ndata: {"text":"cut"}'])).toEqual([]);
  });

  it('reads a byte stream whose chunks split a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode(RECORDED);
    const at = RECORDED.indexOf('—');
    const byteAt = new TextEncoder().encode(RECORDED.slice(0, at)).length + 1; // inside the dash
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, byteAt));
        controller.enqueue(bytes.slice(byteAt));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    for await (const event of readEventStream(body)) events.push(event);
    expect(events).toEqual(parseAll([RECORDED]));
    expect(events[2]?.data).toContain('—');
  });
});

describe('reading a stream that is stopped', () => {
  it('rejects with the abort when the signal fires mid-stream, after the events before it', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
        // and nothing more: the server is still thinking
      },
    });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readEventStream(body, controller.signal)) {
        seen.push(event.event);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['delta']);
  });
});
