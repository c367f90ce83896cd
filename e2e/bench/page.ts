// Page benchmarks: the landing page's JavaScript weight (gzip) and a Lighthouse mobile run
// against the production server. Prints a table; targets: JS ≤ 180 KB gzip, performance ≥ 95,
// accessibility / best practices / SEO 100.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromePath } from '../support/browser.js';
import { freePort, startServer } from '../support/server.js';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** JS the landing page loads before it is interactive: entry scripts and their modulepreloads. */
function landingJsGzipBytes(): { files: number; raw: number; gzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: new Set(srcs).size, raw, gzip };
}

async function runLighthouse(url: string) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      failing,
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const js = landingJsGzipBytes();
  console.table([
    {
      metric: 'landing JS (gzip)',
      value: `${(js.gzip / 1024).toFixed(1)} KB`,
      target: '≤ 180 KB',
      files: js.files,
    },
    { metric: 'landing JS (raw)', value: `${(js.raw / 1024).toFixed(1)} KB`, target: '', files: js.files },
  ]);
  const server = await startServer();
  try {
    const routes = ['/', '/analytics'];
    const rows = [];
    for (const route of routes) {
      const r = await runLighthouse(`${server.baseUrl}${route}`);
      rows.push({ page: route, ...r, failing: r.failing.join(', ') || '—' });
    }
    console.log('Lighthouse (mobile, simulated throttling): targets performance ≥ 95, others 100');
    console.table(rows);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
