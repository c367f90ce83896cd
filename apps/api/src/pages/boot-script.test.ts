import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP, bootTag, modulesBeforeEntry, takeBootScripts } from './boot-script.js';

const BUILT = `<!doctype html>
<html><head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-C3.js">
    <style>a{}</style>
  </head><body><div id="root"></div></body></html>`;

/** Runs BOOT_SCRIPT against a stand-in browser; `paints` says whether it can report paints. */
function boot(paints: boolean, preload = '/assets/Box-B2.js /assets/page-D4.js', first?: string) {
  const imported: string[] = [];
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  let observer:
    | ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void)
    | undefined;
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  const context = {
    document: {
      currentScript: { dataset: { entry: '/assets/index-A1.js', preload, ...(first ? { first } : {}) } },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (l: (typeof appended)[number]) => appended.push(l) },
    },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout,
  };
  // `import()` is not available inside vm scripts without a loader; the script's only use of it is renamed.
  runInNewContext(BOOT_SCRIPT.replace('import(href)', 'load(href)'), {
    ...context,
    load: (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  });
  const paint = (names: string[]) =>
    observer?.({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect() {} });
  return { imported, appended, paint, frames };
}

describe('the boot script', () => {
  it('is allowed by its CSP hash, and only it', () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_CSP).toBe(`'sha256-${digest}'`);
    expect(bootTag('/e.js', [])).toContain(`>${BOOT_SCRIPT}</script>`);
  });

  it('requests nothing until the first contentful paint, then the preloads and the entry, once', async () => {
    vi.useFakeTimers();
    try {
      const page = boot(true);
      page.paint(['first-paint']);
      await vi.advanceTimersByTimeAsync(0);
      expect(page.imported).toEqual([]);
      page.paint(['first-contentful-paint']);
      await vi.advanceTimersByTimeAsync(0);
      expect(page.appended.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
        ['modulepreload', '/assets/Box-B2.js', ''],
        ['modulepreload', '/assets/page-D4.js', ''],
      ]);
      expect(page.imported).toEqual(['/assets/index-A1.js']);
      await vi.advanceTimersByTimeAsync(2000); // the hidden-tab fallback does not load it twice
      expect(page.imported).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('evaluates the data-first modules one task apart, in order, before the entry', async () => {
    vi.useFakeTimers();
    try {
      const page = boot(true, '/assets/react-B.js /assets/lib-C.js', '/assets/react-B.js /assets/lib-C.js');
      page.paint(['first-contentful-paint']);
      await vi.advanceTimersByTimeAsync(0);
      expect(page.imported).toEqual(['/assets/react-B.js']); // the next waits for a later task
      await vi.advanceTimersByTimeAsync(100);
      expect(page.imported).toEqual(['/assets/react-B.js', '/assets/lib-C.js', '/assets/index-A1.js']);
      await vi.advanceTimersByTimeAsync(2000);
      expect(page.imported).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits two frames where paints are not reported, and a second at most (a hidden tab)', async () => {
    vi.useFakeTimers();
    try {
      const page = boot(false, '');
      expect(page.frames).toHaveLength(1);
      page.frames.shift()?.();
      page.frames.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(page.imported).toEqual(['/assets/index-A1.js']);
      expect(page.appended).toEqual([]);

      const hidden = boot(true);
      await vi.advanceTimersByTimeAsync(999);
      expect(hidden.imported).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(hidden.imported).toEqual(['/assets/index-A1.js']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('takeBootScripts', () => {
  it("takes the entry and its modulepreloads out of the built page's head", () => {
    const { template, entry, preloads } = takeBootScripts(BUILT);
    expect(entry).toBe('/assets/index-A1.js');
    expect(preloads).toEqual(['/assets/Box-B2.js', '/assets/api-C3.js']);
    expect(template).not.toMatch(/script|modulepreload/);
    expect(template).toContain('<style>a{}</style>');
  });

  it('refuses a build without an entry script', () => {
    expect(() => takeBootScripts('<html><head></head><body></body></html>')).toThrow(/entry/);
  });
});

describe('modulesBeforeEntry', () => {
  const graph: Record<string, string[]> = {
    '/assets/index-A.js': ['/assets/react-B.js'],
    '/assets/react-B.js': ['/assets/runtime-C.js'],
    '/assets/runtime-C.js': [],
    '/assets/api-D.js': ['/assets/react-B.js', '/assets/index-A.js'],
    '/assets/page-E.js': ['/assets/api-D.js'],
    '/assets/loop-F.js': ['/assets/loop-G.js'],
    '/assets/loop-G.js': ['/assets/loop-F.js'],
  };
  const importsOf = (href: string) => graph[href];

  it('keeps, in order, the modules whose imports never reach the entry', () => {
    const preloads = ['/assets/react-B.js', '/assets/api-D.js', '/assets/runtime-C.js', '/assets/loop-F.js'];
    expect(modulesBeforeEntry('/assets/index-A.js', preloads, importsOf)).toEqual([
      '/assets/react-B.js',
      '/assets/runtime-C.js',
      '/assets/loop-F.js',
    ]);
  });

  it('never runs early a module that reaches the entry through another, or that it cannot read', () => {
    expect(
      modulesBeforeEntry('/assets/index-A.js', ['/assets/page-E.js', '/assets/x.js'], importsOf),
    ).toEqual([]);
  });

  it('writes them into the tag only when there are some', () => {
    expect(bootTag('/e.js', ['/a.js'], ['/a.js'])).toContain(' data-first="/a.js"');
    expect(bootTag('/e.js', ['/a.js'])).not.toContain('data-first');
  });
});
