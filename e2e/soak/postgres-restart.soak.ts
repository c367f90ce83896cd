import { execFile, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Restarts the local cluster without blocking this process, so the load loop keeps sending. */
async function restartPostgres(): Promise<void> {
  const versions = execSync('ls /etc/postgresql').toString().trim().split(/\s+/);
  for (const version of versions) {
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  }
}

// The database goes away under load and comes back: the server must recover by itself.
describe.runIf(adminUrl)('PostgreSQL restarted under load', () => {
  const database = `odai_soak_${randomBytes(4).toString('hex')}`;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('serves again without a restart', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    server = await startServer({
      DATABASE_URL: url.toString(),
      INGEST_INTERVAL_MS: '5000',
      // This test measures recovery, not rate limiting: its own load loop must not be limited.
      CHAT_RATE_PER_MINUTE: '10000',
      CHAT_RATE_PER_IP_PER_MINUTE: '100000',
    });
    const { baseUrl } = server;
    const session = await fetch(`${baseUrl}/api/chat/session`, { method: 'POST' });
    const { sessionId } = (await session.json()) as { sessionId: string };
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const send = () =>
      fetch(`${baseUrl}/api/chat/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ sessionId, message: 'what are the fees?' }),
      }).then((r) => r.status);

    let stop = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stop) statuses.push(await send().catch(() => -1));
    })();
    await new Promise((r) => setTimeout(r, 2000));
    const before = statuses.length;
    await restartPostgres();
    const duringRestart = statuses.length - before;
    // Give the pool time to notice dead connections and reconnect.
    const deadline = Date.now() + 30_000;
    let ready = 0;
    while (Date.now() < deadline && ready !== 200) {
      ready = await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.status,
        () => -1,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    stop = true;
    await load;
    const counts = Object.fromEntries(
      [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
    );
    console.log(
      `postgres restart: ${statuses.length} sends, ${duringRestart} while the cluster restarted; statuses`,
      counts,
    );
    expect(duringRestart).toBeGreaterThan(0); // the load really ran through the restart
    if (ready !== 200) console.log(`server output:\n${server.output().slice(-4000)}`);
    expect(ready).toBe(200);
    expect(await send()).toBe(201);
    expect(statuses.filter((s) => s === -1)).toEqual([]); // the process never dropped a connection
    // While the database is away the answer is a 503 with a sentence, never a crash or a generic 500.
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(server.process.exitCode).toBeNull();
  });
});
