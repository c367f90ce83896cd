// `pnpm bench` for the API: runs each benchmark file in turn (never in parallel: they measure the
// same two cores) and prints their tables. Not part of the test command.
import { cpus, totalmem } from 'node:os';

const benches = [
  './market.bench.js',
  './assistant.bench.js',
  './http.bench.js',
  './secret-detector.bench.js',
  './grounding.bench.js',
  './events.bench.js',
  './detail-cache.bench.js',
];

console.log(
  `ODAI API benchmarks — ${new Date().toISOString()} — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
for (const file of benches) {
  console.log(`\n## ${file.replace('./', '').replace('.bench.js', '')}`);
  const bench = (await import(file)) as { run: () => Promise<void> };
  await bench.run();
}
