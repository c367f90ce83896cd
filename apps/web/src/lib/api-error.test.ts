import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../test/fixtures';
import { server } from '../test/server';
import { api } from './api-client';
import { ApiError, serverSentence } from './api-error';

/** The featured token read answering `response` instead of the token. */
async function failureFrom(response: Response): Promise<ApiError> {
  server.use(http.get('/api/tokens/featured', () => response));
  const error = await api.GET('/api/tokens/featured').catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError from a response that is not ok', () => {
  it('keeps the contract error body parsed and the raw text in the message', async () => {
    const error = await failureFrom(
      HttpResponse.json(errorBody('Too long.', 'INVALID_REQUEST'), { status: 400 }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ error: 'Too long.', code: 'INVALID_REQUEST' });
    expect(error.message).toBe('400: {"error":"Too long.","code":"INVALID_REQUEST"}');
  });

  it("keeps a body that is not the contract's shape (a proxy's HTML) as text", async () => {
    const error = await failureFrom(new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.message).toBe('502: <html>Bad gateway</html>');
  });

  it('keeps JSON without an error sentence as text', async () => {
    const error = await failureFrom(HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }));
    expect(error.body).toBe('{"code":"INTERNAL"}');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await failureFrom(
      new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(error.body).toBe('');
    expect(error.message).toBe('503: Service Unavailable');
  });
});

describe('serverSentence (the send-failure toast text)', () => {
  const fallback = 'Failed to send message. Please try again.';
  const apiError = (body: ApiError['body']) => new ApiError(429, body, '429: …');
  it.each([
    [apiError({ error: 'Slow down.', code: 'RATE_LIMITED' }), 'Slow down.'],
    [apiError({ error: '   ' }), fallback],
    [apiError('<html>Bad gateway</html>'), fallback],
    [apiError(''), fallback],
    [new TypeError('Failed to fetch'), fallback],
    ['not an error', fallback],
  ])('%s → %s', (error, expected) => {
    expect(serverSentence(error, fallback)).toBe(expected);
  });
});
