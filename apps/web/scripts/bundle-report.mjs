// `pnpm bench` for the web: builds the browser app once more with rollup-plugin-visualizer into a
// scratch directory and prints what the landing page loads before it is interactive (the entry
// script and the chunks index.html modulepreloads), by package, then every lazy chunk. A treemap
// of the whole build is written beside it. Sizes are gzip (level 9) of the minified files; a
// package's share of a file is its modules' share of that file's per-module gzip sizes (an
// estimate: gzip compresses modules better together than apart).
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = await mkdtemp(join(tmpdir(), 'odai-bundle-'));
const dist = join(out, 'dist');
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: dist, emptyOutDir: true },
  plugins: [
    visualizer({ filename: join(out, 'stats.json'), template: 'raw-data', gzipSize: true }),
    visualizer({ filename: join(out, 'treemap.html'), template: 'treemap', gzipSize: true }),
  ],
});

const stats = JSON.parse(readFileSync(join(out, 'stats.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A module's package: the npm package, a workspace package, or the web app's own folder. */
function owner(id) {
  const npm = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return npm[1];
  const workspace = id.match(/\/packages\/([^/]+)\//);
  if (workspace) return `@odai/${workspace[1]}`;
  const app = id.match(/\/src\/((?:features\/)?[^/]+)/);
  return app ? `app: src/${app[1]}` : '(bundler runtime)';
}

/** Bytes per package within the given output files. */
function byPackage(files) {
  const totals = new Map();
  for (const file of files) {
    const parts = [];
    for (const meta of Object.values(stats.nodeMetas)) {
      const uid = meta.moduleParts[file];
      if (uid) parts.push([owner(meta.id), stats.nodeParts[uid].gzipLength]);
    }
    const sum = parts.reduce((total, [, bytes]) => total + bytes, 0) || 1;
    const actual = gzip(file);
    for (const [name, bytes] of parts) totals.set(name, (totals.get(name) ?? 0) + (actual * bytes) / sum);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  ),
];
const initialBytes = initial.reduce((total, file) => total + gzip(file), 0);
console.log(`Landing initial JS: ${kb(initialBytes)} KB gzip in ${initial.length} files (target ≤ 110 KB)`);
console.table(
  byPackage(initial)
    .filter(([, bytes]) => bytes >= 100)
    .map(([name, bytes]) => ({ package: name, 'KB gzip': Number(kb(bytes)) })),
);
const chunks = [
  ...new Set(Object.values(stats.nodeMetas).flatMap((meta) => Object.keys(meta.moduleParts))),
].filter((file) => file.endsWith('.js') && !initial.includes(file));
console.log('Loaded later (lazy chunks):');
console.table(
  chunks
    .map((file) => ({ file, 'KB gzip': Number(kb(gzip(file))), largest: byPackage([file])[0]?.[0] ?? '' }))
    .sort((a, b) => b['KB gzip'] - a['KB gzip']),
);
console.log(`Treemap of the whole build: ${join(out, 'treemap.html')}`);
