// Page benchmarks: the landing page's JavaScript weight (gzip) and Lighthouse mobile runs (median
// of RUNS per page) against the production server (`pnpm start`'s build, default logging).
// Targets (issue 12): JS ≤ 110 KB gzip; performance ≥ 98, accessibility / best practices / SEO
// 100, LCP ≤ 1.2 s, TBT ≤ 150 ms, CLS ≤ 0.02.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromePath } from '../support/browser.js';
import { freePort, startServer } from '../support/server.js';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * JS the landing page loads before it is interactive: the entry and the modules the boot script
 * preloads beside it, as the server actually sends them for `/` (apps/api/src/pages/boot-script.ts).
 */
async function landingJsGzipBytes(baseUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>/.exec(html);
  if (!boot) throw new Error('the landing page has no boot script');
  const srcs = new Set([boot[1] ?? '', ...(boot[2] ?? '').split(' ').filter(Boolean)]);
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: srcs.size, raw, gzip };
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

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
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failing,
      // A run Lighthouse could not complete scores 0; its code says why (e.g. NO_FCP).
      error: result.lhr.runtimeError?.code ?? '',
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  // As `pnpm start` runs it: default logging (info, one access line per request).
  const server = await startServer({ LOG_LEVEL: 'info' });
  const js = await landingJsGzipBytes(server.baseUrl);
  console.table([
    {
      metric: 'landing JS (gzip)',
      value: `${(js.gzip / 1024).toFixed(1)} KB`,
      target: '≤ 110 KB',
      files: js.files,
    },
    { metric: 'landing JS (raw)', value: `${(js.raw / 1024).toFixed(1)} KB`, target: '', files: js.files },
  ]);
  try {
    const routes = ['/', '/analytics'];
    const rows = [];
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.baseUrl}${route}`));
      // The run with the median performance score, as Lighthouse's own docs recommend.
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
      rows.push({
        page: route,
        ...median,
        'performance (all runs)': runs.map((r) => r.performance).join(' / '),
        'errors (all runs)':
          runs
            .map((r) => r.error)
            .filter(Boolean)
            .join(', ') || '—',
        failing: median.failing.join(', ') || '—',
      });
    }
    console.log(
      `Lighthouse 12 (mobile preset, simulated throttling), median of ${RUNS}: targets performance ≥ 98, others 100, LCP ≤ 1200 ms, TBT ≤ 150 ms, CLS ≤ 0.02`,
    );
    console.table(rows);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
