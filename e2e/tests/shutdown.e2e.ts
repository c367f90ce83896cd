import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

// A real process, a real signal: requests in flight when SIGTERM arrives still complete, and the
// process then exits cleanly.
describe('graceful shutdown', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('finishes in-flight requests after SIGTERM and exits 0', async () => {
    server = await startServer();
    const { baseUrl } = server;
    const tokens = (await (await fetch(`${baseUrl}/api/analytics/tokens`)).json()) as { id: string }[];
    expect(tokens.length).toBeGreaterThan(10);
    // Month-long histories of many tokens keep the server busy for a while.
    const inFlight = tokens.slice(0, 30).map((t) => fetch(`${baseUrl}/api/analytics/token/${t.id}?days=30`));
    await new Promise((r) => setTimeout(r, 30));
    server.process.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    for (const response of responses) {
      const body = (await response.json()) as { priceHistory: unknown[] };
      expect(body.priceHistory.length).toBeGreaterThan(0);
    }
    expect(await server.exited).toBe(0);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
