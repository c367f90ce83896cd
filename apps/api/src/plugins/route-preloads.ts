import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads `route-preloads.json` (written by the web build: route → files it lazily loads) into the
 * modules each route's page preloads beside the entry (the boot script, decision 046), so a direct
 * visit to such a route fetches its code in parallel with the app shell rather than after it.
 * Only built JavaScript counts (a lazily loaded stylesheet comes with its module). A missing or
 * unreadable file means no preloads, never a failed start.
 */
export function readRoutePreloads(webDir: string): Map<string, string[]> {
  const file = join(webDir, 'route-preloads.json');
  const modules = new Map<string, string[]>();
  if (!existsSync(file)) return modules;
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [route, files] of Object.entries(routes)) {
      if (!Array.isArray(files)) continue;
      const scripts = files
        .filter((f): f is string => typeof f === 'string' && /^assets\/[\w.-]+\.js$/.test(f))
        .map((f) => `/${f}`);
      if (scripts.length > 0) modules.set(route, scripts);
    }
  } catch {
    modules.clear();
  }
  return modules;
}
