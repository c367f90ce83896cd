import { createHash } from 'node:crypto';
import { escapeMarkup } from '../http/escape-markup.js';

/**
 * The one inline script of a server-rendered page (decision 046). The page is complete without
 * JavaScript, so the app's code is requested only once the browser has painted it: scripts that
 * arrive and run before the first frame (a fast network, a slow phone) hold that frame back. It
 * reads its own data attributes — `data-entry` (the entry module), `data-preload` (the modules
 * the entry and the page's route import, space-separated) and `data-first` (those of them that do
 * not import the entry: React DOM and the libraries) — so its text, and its CSP hash, are the same
 * on every page. It evaluates the `data-first` modules one task apart before the entry: evaluated
 * by the entry's import, the whole graph runs in one long task that blocks input (Lighthouse's
 * TBT); split, each task is short. When the browser cannot report paints it waits two frames; a
 * hidden tab, which paints nothing, starts after a second.
 */
export const BOOT_SCRIPT = [
  '(()=>{',
  'const d=document.currentScript.dataset;let started=false;',
  'const start=()=>{if(started)return;started=true;',
  "for(const href of(d.preload||'').split(' ')){if(!href)continue;",
  "const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}",
  "const first=(d.first||'').split(' ').filter(Boolean);",
  'const next=()=>{const href=first.shift()||d.entry;const loaded=import(href);',
  'if(href!==d.entry)loaded.then(()=>setTimeout(next),()=>setTimeout(next))};',
  'next()};',
  "if((PerformanceObserver.supportedEntryTypes||[]).includes('paint'))",
  "new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));',
  'setTimeout(start,1000)',
  '})()',
].join('');

/** The CSP source that allows exactly BOOT_SCRIPT to run. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_TAG = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD_TAG = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

export interface BootScripts {
  /** The built index.html without its entry script and modulepreload links. */
  template: string;
  entry: string;
  /** What the entry imports statically, preloaded beside it. */
  preloads: string[];
}

/** Takes the entry script and its modulepreloads out of the built index.html's head. */
export function takeBootScripts(html: string): BootScripts {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module" src>');
  const preloads = [...html.matchAll(MODULE_PRELOAD_TAG)].map((m) => m[1] as string);
  const template = html.replace(ENTRY_TAG, '').replace(MODULE_PRELOAD_TAG, '');
  return { template, entry, preloads };
}

/**
 * The boot script tag for a page: the entry, everything to preload beside it, and those of the
 * preloads to evaluate first, in order (`modulesBeforeEntry`).
 */
export function bootTag(entry: string, preloads: readonly string[], first: readonly string[] = []): string {
  const attribute = (name: string, value: string) => ` data-${name}="${escapeMarkup(value)}"`;
  return `<script${attribute('entry', entry)}${attribute('preload', preloads.join(' '))}${
    first.length ? attribute('first', first.join(' ')) : ''
  }>${BOOT_SCRIPT}</script>`;
}

/**
 * The preloads whose static imports never reach the entry, so they can be evaluated before it.
 * `importsOf` gives a module's static imports (absolute paths); a module it cannot read counts as
 * reaching the entry, so an unknown module is never run early.
 */
export function modulesBeforeEntry(
  entry: string,
  preloads: readonly string[],
  importsOf: (href: string) => readonly string[] | undefined,
): string[] {
  const reachesEntry = (start: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    for (let href = stack.pop(); href !== undefined; href = stack.pop()) {
      if (href === entry) return true;
      if (seen.has(href)) continue;
      seen.add(href);
      const imports = importsOf(href);
      if (!imports) return true;
      stack.push(...imports);
    }
    return false;
  };
  return preloads.filter((href) => !reachesEntry(href));
}
