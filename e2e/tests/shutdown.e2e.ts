import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

const REQUESTS = 30;

/** How many requests for a token's detail the server has logged as received. */
function received(server: RunningServer): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes('/api/analytics/token/'))
    .length;
}

// A real process, a real signal: every request the server has received when SIGTERM arrives still
// completes, and the process then exits cleanly. (A request still queued in the client or the
// kernel's accept queue has not reached the server; no server can answer it after it closes.)
describe('graceful shutdown', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('finishes in-flight requests after SIGTERM and exits 0', async () => {
    server = await startServer({ LOG_LEVEL: 'debug' });
    const { baseUrl } = server;
    const tokens = (await (await fetch(`${baseUrl}/api/analytics/tokens`)).json()) as { id: string }[];
    expect(tokens.length).toBeGreaterThanOrEqual(REQUESTS);
    // Month-long histories keep the embedded database busy: these are answered one after another.
    const inFlight = tokens
      .slice(0, REQUESTS)
      .map((t) => fetch(`${baseUrl}/api/analytics/token/${t.id}?days=30`));
    const deadline = Date.now() + 20_000;
    while (received(server) < REQUESTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(received(server)).toBe(REQUESTS);
    server.process.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    for (const response of responses) {
      const body = (await response.json()) as { priceHistory: unknown[] };
      expect(body.priceHistory.length).toBeGreaterThan(0);
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shut down cleanly/);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
