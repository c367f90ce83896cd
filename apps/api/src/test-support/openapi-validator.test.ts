import { describe, expect, it } from 'vitest';
import { validateAgainstContract } from './openapi-validator.js';

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

// The validator guards every other test; it must be able to fail.
describe('the OpenAPI response validator', () => {
  it('accepts a documented answer', () => {
    expect(() =>
      validateAgainstContract('GET', '/api/health', json(200, { status: 'ok', uptimeSeconds: 3 })),
    ).not.toThrow();
  });

  it('rejects a body that breaks the schema', () => {
    expect(() =>
      validateAgainstContract('GET', '/api/health', json(200, { status: 'fine', uptimeSeconds: 3 })),
    ).toThrow(/does not match/);
    expect(() =>
      validateAgainstContract('POST', '/api/chat/session', json(201, { sessionId: 'not-a-uuid' })),
    ).toThrow(/does not match/);
  });

  it('rejects an undocumented status, a wrong content type and a missing documented header', () => {
    expect(() => validateAgainstContract('GET', '/api/health', json(418, { error: 'x' }))).toThrow(
      /not documented/,
    );
    expect(() =>
      validateAgainstContract('GET', '/api/health', {
        ...json(200, {}),
        headers: { 'content-type': 'text/plain' },
      }),
    ).toThrow(/content type/);
    expect(() => validateAgainstContract('GET', '/api/tokens/popular', json(200, []))).toThrow(
      /X-Data-Source/,
    );
    expect(() =>
      validateAgainstContract('POST', '/api/chat/message', json(429, { error: 'slow down' })),
    ).toThrow(/Retry-After/);
  });

  it('checks each event of an event stream against its documented data schema', () => {
    const stream = (body: string) => ({
      statusCode: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
      body,
    });
    const good = 'event: snapshot\ndata: {"version":2,"asOf":"2026-11-21T14:05:00.000Z","source":"demo"}\n\n';
    const check = (body: string) => () =>
      validateAgainstContract('GET', '/api/analytics/events', stream(body));
    expect(check(`retry: 5000\n\n${good}: heartbeat\n\n${good}event: snaps`)).not.toThrow();
    expect(check(good.replace('"demo"', '"nasdaq"'))).toThrow(/does not match/);
    expect(check(good.replace('event: snapshot', 'event: trade'))).toThrow(/not documented/);
    expect(check('data: {}\n\n')).toThrow(/"message" is not documented/);
    expect(check(`${good.slice(0, -2)}\ndata: {}\n\n`)).toThrow(/one data line/);
  });

  it('checks errors outside the document for the one error shape', () => {
    expect(() =>
      validateAgainstContract('GET', '/api/nope', json(404, { error: 'x', code: 'NOT_FOUND' })),
    ).not.toThrow();
    expect(() => validateAgainstContract('GET', '/api/nope', json(404, { message: 'x' }))).toThrow(
      /does not match/,
    );
    expect(() =>
      validateAgainstContract('GET', '/api/nope', {
        statusCode: 404,
        headers: { 'content-type': 'text/html' },
        body: '',
      }),
    ).toThrow(/must be JSON/);
  });
});
