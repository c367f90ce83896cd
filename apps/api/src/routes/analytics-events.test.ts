import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamHub, type EventStreamLimits } from '../http/event-stream-hub.js';
import { createShutdown } from '../server/graceful-shutdown.js';
import { createLifecycle } from '../server/lifecycle.js';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { validateAgainstContract } from '../test-support/openapi-validator.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

const URL_PATH = '/api/analytics/events';

/** A real HTTP client on the stream (inject waits for the end, which a stream never reaches). */
interface Stream {
  res: IncomingMessage;
  text: () => string;
  /** Resolves once the text read so far satisfies `until`. */
  waitFor: (until: (text: string) => boolean) => Promise<string>;
  ended: Promise<void>;
}

function openStream(port: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: URL_PATH }, (res) => {
      let text = '';
      const waiters = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      const waitFor = (until: (t: string) => boolean) =>
        new Promise<string>((done) => {
          const check = () => {
            if (!until(text)) return;
            waiters.delete(check);
            done(text);
          };
          waiters.add(check);
          check();
        });
      resolve({ res, text: () => text, waitFor, ended });
    }).on('error', reject);
  });
}

const snapshotEvents = (text: string) => text.split('event: snapshot\n').length - 1;
const checkContract = (stream: Stream) =>
  validateAgainstContract('GET', URL_PATH, {
    statusCode: stream.res.statusCode ?? 0,
    headers: stream.res.headers,
    body: stream.text(),
  });

// One database for every app here (creating one costs seconds; these tests never write to it).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(limits: Partial<EventStreamLimits> = {}) {
  const events = new EventStreamHub(limits);
  t = await createTestApp({ events, database });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { events, port: (t.app.server.address() as AddressInfo).port };
}

describe('GET /api/analytics/events', () => {
  it('streams the current snapshot at once, then every new one to every client', async () => {
    const { events, port } = await listening();
    const a = await openStream(port);
    const b = await openStream(port);
    expect(a.res.statusCode).toBe(200);
    expect(a.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(a.res.headers['cache-control']).toBe('no-store');
    expect(a.res.headers['x-accel-buffering']).toBe('no');
    expect(a.res.headers['x-content-type-options']).toBe('nosniff'); // the security headers too
    expect(a.res.headers['content-encoding']).toBeUndefined();
    await a.waitFor((text) => snapshotEvents(text) === 1);
    expect(a.text()).toMatch(/^retry: 5000\n\nevent: snapshot\ndata: \{"version":1,/);
    expect(events.openStreams).toBe(2);

    t!.market.publish(fixtureSnapshot(2));
    for (const stream of [a, b]) {
      const text = await stream.waitFor((s) => snapshotEvents(s) === 2);
      expect(text).toContain('data: {"version":2,"asOf":"2026-11-21T14:05:00.000Z","source":"demo"}\n\n');
      checkContract(stream);
    }
    a.res.destroy();
    b.res.destroy();
  });

  it('a client refetching on the event gets the announced snapshot, not a cached older body', async () => {
    const { port } = await listening();
    const read = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      await response.arrayBuffer();
      return response.headers.get('x-data-as-of');
    };
    const paths = ['/api/analytics/market-overview', '/api/analytics/tokens', '/api/analytics/token/2jjj'];
    for (const path of paths) expect(await read(path)).toBe('2026-11-21T14:05:00.000Z'); // cached now
    // The server-rendered page is cached per snapshot version too (its render number shows a re-render).
    const render = async () =>
      (await (await fetch(`http://127.0.0.1:${port}/analytics`)).text()).match(/data-render="(\d+)"/)![1];
    const before = await render();
    expect(await render()).toBe(before);
    const stream = await openStream(port);
    await stream.waitFor((text) => snapshotEvents(text) === 1);
    const later = '2026-11-21T14:06:00.000Z';
    t!.market.publish({ ...fixtureSnapshot(2), asOf: later });
    await stream.waitFor((text) => text.includes(later));
    for (const path of paths) expect(await read(path)).toBe(later);
    expect(await render()).not.toBe(before);
    stream.res.destroy();
  });

  it('opens before the first snapshot and sends it when it comes', async () => {
    const { port } = await listening();
    t!.market.current = null;
    const stream = await openStream(port);
    await stream.waitFor((text) => text.startsWith('retry: 5000\n\n'));
    expect(snapshotEvents(stream.text())).toBe(0);
    t!.market.publish(fixtureSnapshot(3));
    await stream.waitFor((text) => snapshotEvents(text) === 1);
    checkContract(stream);
    stream.res.destroy();
  });

  it('sends a heartbeat comment while idle', async () => {
    const { port } = await listening({ heartbeatMs: 30 });
    const stream = await openStream(port);
    await stream.waitFor((text) => text.split(': heartbeat\n\n').length > 2);
    checkContract(stream);
    stream.res.destroy();
  });

  it('answers HEAD with the headers and keeps no stream', async () => {
    const { events, port } = await listening();
    const response = await fetch(`http://127.0.0.1:${port}${URL_PATH}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.openStreams).toBe(0);
  });

  it('forgets a client that goes away', async () => {
    const { events, port } = await listening();
    const stream = await openStream(port);
    await stream.waitFor((text) => snapshotEvents(text) === 1);
    stream.res.destroy();
    await stream.ended;
    await expect.poll(() => events.openStreams).toBe(0);
    expect(events.broadcast('snapshot', {})).toBe(0);
  });

  it('answers 429 beyond the streams one network may hold', async () => {
    const { events, port } = await listening({ maxStreamsPerIp: 2 });
    const open = [await openStream(port), await openStream(port)];
    const refused = await openStream(port);
    await refused.ended;
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.text()).code).toBe('RATE_LIMITED');
    checkContract(refused);
    expect(events.openStreams).toBe(2);
    for (const stream of open) stream.res.destroy();
  });

  it('ends every stream when the app closes, and stops listening to the market', async () => {
    const { port } = await listening();
    const stream = await openStream(port);
    await stream.waitFor((text) => snapshotEvents(text) === 1);
    expect(t!.market.listenerCount).toBe(1);
    await t!.app.close();
    await stream.ended;
    expect(t!.market.listenerCount).toBe(0);
  });

  it('ends streams as draining starts, so shutdown does not wait on them', async () => {
    const lifecycle = createLifecycle();
    const events = new EventStreamHub();
    t = await createTestApp({ events, lifecycle, database });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openStream(port);
    await stream.waitFor((text) => snapshotEvents(text) === 1);
    expect(lifecycle.inFlight).toBe(1);
    const closed: string[] = [];
    const app = t.app;
    const closeApp = app.close.bind(app);
    const shutdown = createShutdown({
      app: Object.assign(Object.create(app), {
        close: () => {
          closed.push(`app closed with ${lifecycle.inFlight} in flight`);
          return closeApp();
        },
      }),
      market: { stop: async () => void closed.push('market') },
      database: { close: async () => void closed.push('database') },
      logger: t.app.log,
      lifecycle,
      events,
    });
    // Without ending the stream, waiting for a quiet moment would take its full 10 s.
    await shutdown('SIGTERM');
    await stream.ended;
    expect(closed).toEqual(['app closed with 0 in flight', 'market', 'database']);
    expect(lifecycle.inFlight).toBe(0);
  });
});
