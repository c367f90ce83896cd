import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Refusals from Node's HTTP parser and its timeouts, over a real socket (inject skips the parser).
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

describe('parser-level errors, timeouts and aborts', () => {
  let t: TestApp;
  let port: number;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({
      logger: pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger,
      httpTimeouts: { headersMs: 1000, requestMs: 1500, checkEveryMs: 500 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** Writes `parts` (with `gapMs` between them), then reads until the server closes or answers. */
  function raw(parts: string[], options: { gapMs?: number; abort?: boolean } = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body, ms: Date.now() - started });
      });
      (async () => {
        for (const part of parts) {
          socket.write(part);
          if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
        }
        if (options.abort) socket.destroy();
      })().catch(reject);
    });
  }

  const expectShape = (answer: RawAnswer, status: number, code: string) => {
    expect(answer.status, JSON.stringify(answer)).toBe(status);
    expect(answer.body, JSON.stringify(answer)).toMatch(/^\{/);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), code });
  };

  it('431 for oversized headers, 400 for garbage and for a missing Host, 414 for an over-long path part, 417, bad percent-encoding', async () => {
    expectShape(
      await raw([`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]),
      431,
      'HEADERS_TOO_LARGE',
    );
    expectShape(await raw(['NOT HTTP AT ALL\r\n\r\n']), 400, 'BAD_REQUEST');
    expectShape(await raw(['GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n']), 400, 'BAD_REQUEST');
    // Fastify's router refuses an over-long path part (FST_ERR_MAX_PARAM_LENGTH) through
    // frameworkErrors: 414 over the real socket, on every parametric route, however long.
    for (const path of [
      `/api/analytics/token/${'a'.repeat(101)}`,
      `/api/analytics/token/${'a'.repeat(8_000)}?days=7`,
      `/api/guides/${'b'.repeat(300)}`,
      `/api/chat/messages/${'c'.repeat(200)}`,
    ]) {
      const answer = await raw([`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
      expectShape(answer, 414, 'URI_TOO_LONG');
      expect(answer.headers['strict-transport-security'], path.slice(0, 40)).toBeDefined();
    }
    // A path part of 100 characters is still routed (an unknown token: the route's own 404).
    expect(
      (
        await raw([
          `GET /api/analytics/token/${'a'.repeat(100)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        ])
      ).status,
    ).not.toBe(414);
    expectShape(
      await raw(['GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n']),
      417,
      'EXPECTATION_FAILED',
    );
    expectShape(await raw(['GET /%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']), 400, 'BAD_URL');
  });

  it('414 from the router itself when no wildcard route catches the address first (web app not built)', async () => {
    const apiOnly = await createTestApp({ database: t.database, env: { WEB_DIST_DIR: '/nonexistent' } });
    try {
      const answer = await apiOnly.app.inject({ method: 'GET', url: `/api/guides/${'d'.repeat(101)}` });
      expect(answer.statusCode).toBe(414);
      expect(answer.json()).toEqual({ error: expect.any(String), code: 'URI_TOO_LONG' });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await apiOnly.close();
    }
  });

  it('408 for headers or a body that do not arrive in time, instead of a silent 75 s hold', async () => {
    const slowHeaders = await raw(['GET /api/health HTTP/1.1\r\nHost: x\r\n'], {});
    expectShape(slowHeaders, 408, 'REQUEST_TIMEOUT');
    expect(slowHeaders.ms).toBeLessThan(5000);
    const slowBody = await raw([
      'POST /api/chat/message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"sess',
    ]);
    expectShape(slowBody, 408, 'REQUEST_TIMEOUT');
    expect(slowBody.ms).toBeLessThan(5000);
  });

  it('logs a client that goes away mid-body as an abort, not as an error or a database outage', async () => {
    logLines.length = 0;
    await raw(
      [
        'POST /api/chat/message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        '{"sessionId":',
      ],
      { gapMs: 100, abort: true },
    );
    await expect.poll(() => logLines.some((l) => l.msg === 'request aborted by the client')).toBe(true);
    expect(logLines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  });
});
