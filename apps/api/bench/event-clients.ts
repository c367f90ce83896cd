// Child process of events.bench.ts: opens N event streams to the given port and reports to the
// parent (IPC) once all are open, and for each snapshot version when the last stream received it.
// Kept out of the server's process so the clients' memory does not count as the server's.
import { Agent, get } from 'node:http';

const [port, count] = process.argv.slice(2).map(Number) as [number, number];
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const received = new Map<number, number>(); // version → streams that have it
const now = () => performance.timeOrigin + performance.now();

function connect(): Promise<void> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/analytics/events', agent }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let first = true;
      res.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/"version":(\d+)/g)) {
          const version = Number(match[1]);
          const got = (received.get(version) ?? 0) + 1;
          received.set(version, got);
          if (got === count) process.send!({ type: 'all', version, at: now() });
        }
        if (first) {
          first = false;
          resolve();
        }
      });
    }).on('error', reject);
  });
}

for (let i = 0; i < count; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - i) }, connect));
}
process.send!({ type: 'open', at: now() });
process.on('message', (message) => {
  if (message === 'exit') process.exit(0);
});
