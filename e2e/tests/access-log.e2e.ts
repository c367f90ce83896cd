import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

type Line = Record<string, unknown>;

function lines(server: RunningServer): Line[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
}

// The production server buffers its log lines (an asynchronous destination): a line written just
// before SIGTERM must still reach stdout, and so must the last line of the shutdown.
describe('access log in production', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('writes one JSON line per request, and none is lost at SIGTERM', async () => {
    server = await startServer({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    const response = await fetch(`${server.baseUrl}/api/tokens/popular?probe=1`);
    expect(response.status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const logged = lines(server);
    const access = logged.filter((l) => l.msg === 'request' && l.route === '/api/tokens/popular');
    // The start-up probes read other routes; this route was read once, by the request above.
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'GET', status: 200, service: 'odai-api' });
    expect(access[0]?.ms).toEqual(expect.any(Number));
    expect(access[0]?.reqId).toEqual(expect.any(String));
    expect(logged.at(-1)?.msg).toBe('shut down cleanly');
  });
});
