import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads `route-preloads.json` (written by the web build: route → files it lazily loads) into
 * `Link` header values, so a direct visit to such a route fetches its code in parallel with the
 * app shell. A missing or unreadable file means no hints, never a failed start.
 */
export function readRoutePreloads(webDir: string): Map<string, string> {
  const file = join(webDir, 'route-preloads.json');
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [route, files] of Object.entries(routes)) {
      if (!Array.isArray(files)) continue;
      const hints = files
        .filter((f): f is string => typeof f === 'string' && /^assets\/[\w.-]+\.(js|css)$/.test(f))
        .map((f) => (f.endsWith('.css') ? `</${f}>; rel=preload; as=style` : `</${f}>; rel=modulepreload`));
      if (hints.length > 0) links.set(route, hints.join(', '));
    }
  } catch {
    links.clear();
  }
  return links;
}
