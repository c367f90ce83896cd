import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { apiRequest, getJson, serverErrorText } from './request';

function captureFetch(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

describe('apiRequest', () => {
  it('always includes credentials and sends no body or content type without a body', async () => {
    const fetchSpy = captureFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/chat/session');
    expect(fetchSpy).toHaveBeenCalledWith('/api/chat/session', { method: 'POST', credentials: 'include' });
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const fetchSpy = captureFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/chat/message', { sessionId: 's', message: 'hi' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/chat/message', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"sessionId":"s","message":"hi"}',
    });
  });

  it('raises "<status>: <body text>" for a non-ok answer', async () => {
    captureFetch(new Response('{"error":"Too long."}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('400: {"error":"Too long."}');
  });

  it('uses the status text when the body is empty', async () => {
    captureFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getJson (the default read)', () => {
  it('GETs the query key joined with "/" and parses JSON', async () => {
    server.use(http.get('/api/chat/messages/abc', () => HttpResponse.json([{ ok: 1 }])));
    await expect(getJson(['/api/chat/messages', 'abc'])).resolves.toEqual([{ ok: 1 }]);
  });

  it('raises on 401 by default and can yield null instead', async () => {
    server.use(http.get('/api/private', () => new HttpResponse('nope', { status: 401 })));
    await expect(getJson(['/api/private'])).rejects.toThrow('401: nope');
    await expect(getJson(['/api/private'], 'returnNull')).resolves.toBeNull();
  });
});

describe('serverErrorText', () => {
  const fallback = 'Failed to send message. Please try again.';
  it.each([
    [new Error('429: {"error":"Slow down.","code":"RATE_LIMITED"}'), 'Slow down.'],
    [new Error('502: <html>Bad gateway</html>'), fallback],
    [new Error('500: {"code":"INTERNAL"}'), fallback],
    [new Error('500: {"error":"   "}'), fallback],
    [new Error('Failed to fetch'), fallback],
    ['not an error', fallback],
  ])('%s → %s', (error, expected) => {
    expect(serverErrorText(error, fallback)).toBe(expected);
  });
});
