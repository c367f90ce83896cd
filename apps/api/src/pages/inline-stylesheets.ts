import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Replaces the built index.html's stylesheet links with the stylesheets themselves. The app's CSS
 * is small (≈ 13 KB gzip) and render-blocking: as a separate file it costs a first visit one more
 * round trip before anything paints (Lighthouse mobile: FCP 1.8 s → 1.1 s on `/`; decision 026).
 * A `</style` inside a stylesheet would end the element early, so such a file stays a link.
 */
export function inlineStylesheets(template: string, webDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, path: string) => {
    const file = join(webDir, path);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}
