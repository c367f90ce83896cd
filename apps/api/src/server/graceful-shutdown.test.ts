import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAssistant } from '../test-support/fake-assistant.js';
import { validateAgainstContract } from '../test-support/openapi-validator.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createShutdown } from './graceful-shutdown.js';
import { createLifecycle } from './lifecycle.js';

function post(
  port: number,
  path: string,
  body: string,
  cookie: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { port, path, method: 'POST', headers: { 'content-type': 'application/json', cookie } },
      (res) => {
        let data = '';
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => {
          validateAgainstContract('POST', path, {
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
          });
          resolve({ status: res.statusCode ?? 0, body: data });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('graceful shutdown', () => {
  const assistant = new FakeAssistant();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ assistant });
  });
  afterAll(async () => t?.close());

  it('finishes an in-flight request, then stops the market and closes the database, in that order', async () => {
    let release!: () => void;
    assistant.gate = new Promise((resolve) => {
      release = resolve;
    });
    const { sessionId, cookie } = await t.newSession();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const order: string[] = [];
    const shutdown = createShutdown({
      app: t.app,
      market: { stop: async () => void order.push('market stopped') },
      database: { close: async () => void order.push('database closed') },
      logger: t.app.log,
    });

    const inFlight = post(
      port,
      '/api/chat/message',
      JSON.stringify({ sessionId, message: 'slow question' }),
      cookie,
    );
    await assistant.started;
    const closing = shutdown('SIGTERM');
    // New connections are refused while the in-flight request is still running.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(post(port, '/api/chat/session', '', cookie)).rejects.toThrow();
    expect(order).toEqual([]);
    release();

    const answered = await inFlight;
    expect(answered.status).toBe(201);
    expect(JSON.parse(answered.body).assistantMessage.isUser).toBe(false);
    await closing;
    expect(order).toEqual(['market stopped', 'database closed']);
    // The answer was stored before the database closed.
    expect((await t.countRows()).messages).toBe(2);
  });

  it('drains first: readiness answers 503 while requests are still served, then the listener closes', async () => {
    const lifecycle = createLifecycle();
    const drained = await createTestApp({ lifecycle });
    try {
      await drained.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = drained.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const closing = createShutdown({
        app: drained.app,
        market: { stop: async () => {} },
        database: { close: async () => {} },
        logger: drained.app.log,
        lifecycle,
        drainMs: 300,
      })('SIGTERM');
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close'); // no keep-alive reuse while draining
      expect(await ready.json()).toMatchObject({ status: 'not-ready', database: 'ok' });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      await closing;
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    } finally {
      await drained.close();
    }
  });
});
