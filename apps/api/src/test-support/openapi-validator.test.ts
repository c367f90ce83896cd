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
