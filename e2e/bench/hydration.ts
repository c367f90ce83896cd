// Main-thread work during a page load, A/B: each page is opened in Chromium at 4× CPU throttling
// (Lighthouse mobile's factor) from a cold cache, and we record the long tasks from first
// contentful paint until the page is quiet (sum of their time over 50 ms ≈ Lighthouse's TBT) and
// the main thread's script and task time (CDP Performance.getMetrics). The machine is shared and
// noisy, so builds are compared in alternation, run by run, and the medians printed.
//
//   npx tsx bench/hydration.ts                            the current build (apps/web/dist)
//   npx tsx bench/hydration.ts current base=/tmp/dist     and a copy of another web build, alternating
//   RUNS=7 PAGES=/analytics npx tsx bench/hydration.ts …
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromePath, PHONE } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/,/analytics').split(',');
const QUIET_MS = 2000;

type Sample = { tbt: number; longTasks: number; longest: number; script: number; task: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// Installed before any page script: long tasks and the first contentful paint, as they happen.
const OBSERVE = `
  window.__longTasks = [];
  window.__fcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

async function measure(browser: Browser, url: string): Promise<Sample> {
  // Mobile viewport like Lighthouse's; a fresh context is a cold cache.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: no long task has ended in the last QUIET_MS (lazy chunks hydrate after `load`).
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    const quietFor = await page.evaluate(() => {
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      const lastEnd = Math.max(0, ...tasks.map((t) => t.start + t.duration));
      return performance.now() - lastEnd;
    });
    if (quietFor > QUIET_MS || Date.now() - started > 30_000) break;
  }
  const { tasks, fcp } = await page.evaluate(() => {
    const w = window as unknown as {
      __longTasks: { start: number; duration: number }[];
      __fcp: number | null;
    };
    return { tasks: w.__longTasks, fcp: w.__fcp ?? 0 };
  });
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
  await context.close();
  if (errors.length) console.warn(`  console errors on ${url}:`, errors);
  const afterFcp = tasks.filter((t) => t.start + t.duration > fcp);
  return {
    tbt: Math.round(afterFcp.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
    longTasks: afterFcp.length,
    longest: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    script: metric('ScriptDuration'),
    task: metric('TaskDuration'),
  };
}

const builds: { name: string; dist?: string }[] = [];
for (const arg of process.argv.slice(2)) {
  const [name, dist] = arg.split('=');
  if (name && dist) builds.push({ name, dist: resolve(dist) });
  else if (name === 'current') builds.push({ name });
}
if (builds.length === 0) builds.push({ name: 'current' });

const servers: RunningServer[] = [];
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
try {
  for (const build of builds) servers.push(await startServer(build.dist ? { WEB_DIST_DIR: build.dist } : {}));
  const samples = new Map<string, Sample[]>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of PAGES) {
      // Alternate which build goes first, so neither always runs in the other's wake.
      const order = run % 2 === 0 ? builds.map((_, i) => i) : builds.map((_, i) => builds.length - 1 - i);
      for (const i of order) {
        const key = `${path} ${builds[i]!.name}`;
        const sample = await measure(browser, `${servers[i]!.baseUrl}${path}`);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(`run ${run + 1} ${key}`, sample);
      }
    }
  }
  const rows = [...samples].map(([key, xs]) => ({
    'page build': key,
    'TBT≈ (ms)': median(xs.map((x) => x.tbt)),
    'all TBT': xs.map((x) => x.tbt).join(' '),
    'long tasks': median(xs.map((x) => x.longTasks)),
    'longest (ms)': median(xs.map((x) => x.longest)),
    'script (ms)': median(xs.map((x) => x.script)),
    'task (ms)': median(xs.map((x) => x.task)),
  }));
  console.log(`Medians of ${RUNS} runs, 4× CPU throttling, phone viewport, cold cache:`);
  console.table(rows);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
