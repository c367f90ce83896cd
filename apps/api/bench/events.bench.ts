// Event stream benchmark: 1,000 clients on GET /api/analytics/events (opened by a child process,
// so their memory is not the server's), then 20 snapshots announced. Prints the server's memory
// cost of the open streams and the time from publishing a snapshot until the last of the 1,000
// streams has it. Targets: ≤ 100 MB per 1,000 streams, ≤ 100 ms per broadcast.
// Run alone: `npx tsx bench/events.bench.ts` (CLIENTS=… to change the count).
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { EventStreamHub } from '../src/http/event-stream-hub.js';
import { FakeAssistant } from '../src/test-support/fake-assistant.js';
import { FakeMarket, fixtureSnapshot } from '../src/test-support/fake-market.js';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const BROADCASTS = 20;
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 4);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function memory() {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const now = () => performance.timeOrigin + performance.now();

export async function run(): Promise<void> {
  const database = await createDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'odai-bench-events-')) });
  await migrateToLatest(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    READ_RATE_PER_IP_PER_MINUTE: '1000000',
  });
  const market = new FakeMarket();
  // One address opens them all here; the per-address limit is for the open internet.
  const events = new EventStreamHub({ maxStreamsPerIp: CLIENTS });
  const app = await buildApp({ config, database, market, assistant: new FakeAssistant(), events });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const before = memory();
  // The clients share the machine's cores with the server: a few processes, so one client event
  // loop reading 1,000 sockets is not what the broadcast time measures.
  const groups = Array.from({ length: CLIENT_PROCESSES }, (_, i) => {
    const count = Math.floor(CLIENTS / CLIENT_PROCESSES) + (i < CLIENTS % CLIENT_PROCESSES ? 1 : 0);
    return fork(
      fileURLToPath(new URL('./event-clients.ts', import.meta.url)),
      [String(port), String(count)],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
  });
  type Report = { type: string; version?: number; at: number };
  const reports: Report[] = [];
  const waiters: Array<() => void> = [];
  for (const child of groups) {
    child.on('message', (message: Report) => {
      reports.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
  }
  /** When every client process has reported `key`: the latest report's time. */
  const next = async (matches: (r: Report) => boolean): Promise<number> => {
    for (;;) {
      const found = reports.filter(matches);
      if (found.length === groups.length) return Math.max(...found.map((r) => r.at));
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };

  const opening = now();
  await next((r) => r.type === 'open');
  const openMs = now() - opening;
  const after = memory();

  const times: number[] = [];
  const sendTimes: number[] = [];
  for (let version = 2; version < 2 + BROADCASTS; version++) {
    const all = next((r) => r.type === 'all' && r.version === version);
    const start = now();
    market.publish(fixtureSnapshot(version));
    sendTimes.push(now() - start);
    times.push((await all) - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  sendTimes.sort((a, b) => a - b);

  console.log(`| figure (${CLIENTS} open streams from ${CLIENT_PROCESSES} client processes) | value |`);
  console.log('|---|---|');
  console.log(`| streams open (server's count) | ${events.openStreams} |`);
  console.log(`| time to open all (100 at a time) | ${openMs.toFixed(0)} ms |`);
  console.log(
    `| server RSS growth | ${mb(after.rss - before.rss)} MB (${mb(before.rss)} → ${mb(after.rss)}) |`,
  );
  console.log(
    `| server heap + buffers growth | ${mb(after.heap - before.heap)} MB (${((after.heap - before.heap) / CLIENTS / 1024).toFixed(1)} kB per stream) |`,
  );
  console.log(
    `| broadcast, publish → last stream has it: median | ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms |`,
  );
  console.log(
    `| broadcast, publish → last stream has it: p90 | ${times[Math.floor(times.length * 0.9)]!.toFixed(1)} ms |`,
  );
  console.log(
    `| broadcast, publish → last stream has it: max of ${BROADCASTS} | ${times.at(-1)!.toFixed(1)} ms |`,
  );
  console.log(
    `| broadcast, server's synchronous write to all: median | ${sendTimes[Math.floor(sendTimes.length / 2)]!.toFixed(2)} ms |`,
  );

  for (const child of groups) {
    child.send('exit');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await app.close();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await run();
