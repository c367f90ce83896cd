import { describe, expect, it, vi } from 'vitest';
import { SESSION_ID } from '../test/fixtures';
import { api, bodyOf, tokensWithSource } from './api-client';

/** Answers every request with `status` and returns the spy to read the request it got. */
function captureFetch(status: number) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}, { status }));
}

function sentRequest(spy: ReturnType<typeof captureFetch>): Request {
  const [request] = spy.mock.calls[0] ?? [];
  if (!(request instanceof Request)) throw new Error('no request sent');
  return request;
}

// Product rule: credentials always included; a JSON body and content type only when there is a body.
describe('api (the one HTTP layer)', () => {
  it('sends cookies and no body or content type without a body', async () => {
    const spy = captureFetch(201);
    await api.POST('/api/chat/session');
    const request = sentRequest(spy);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.body).toBeNull();
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const spy = captureFetch(201);
    await api.POST('/api/chat/message', { body: { sessionId: SESSION_ID, message: 'hi' } });
    const request = sentRequest(spy);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ sessionId: SESSION_ID, message: 'hi' });
  });
});

describe('bodyOf', () => {
  it('is the body of a 2xx, and refuses an empty one', () => {
    expect(bodyOf({ data: [1, 2] })).toEqual([1, 2]);
    expect(() => bodyOf({})).toThrow('Empty response from the server');
  });
});

describe('tokensWithSource', () => {
  it('is the list with the source and as-of time its headers carry', () => {
    const response = new Response(null, { headers: { 'X-Data-Source': 'demo', 'X-Data-As-Of': 'T' } });
    expect(tokensWithSource({ data: [], response })).toEqual({ tokens: [], source: 'demo', asOf: 'T' });
  });
});
