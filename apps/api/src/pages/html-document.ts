import { escapeMarkup } from '../http/escape-markup.js';
import { bootTag, modulesBeforeEntry, takeBootScripts } from './boot-script.js';
import type { RenderedPage } from './page-renderer.js';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The id of the state data block; the web app reads it (apps/web/src/lib/page-state.ts). */
export const PAGE_STATE_ID = 'odai-state';

/**
 * The built index.html, cut once at start-up around what each page fills in: the title, the
 * description meta, the app's markup inside #root and, after it, the state data block and the
 * boot script, which loads the app's code (the entry, its imports and the page route's lazily
 * loaded modules, `routeModules`) after the first paint. `importsOf` reads a built module's static
 * imports, to find those the boot script may evaluate before the entry; without it, none are.
 */
export function htmlDocument(
  built: string,
  importsOf: (href: string) => readonly string[] | undefined = () => undefined,
): (page: Omit<RenderedPage, 'status'>, routeModules?: readonly string[]) => string {
  if (!built.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render into`);
  const { template, entry, preloads } = takeBootScripts(built);
  const head = template
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace(/[ \t]*\n(\s*\n)+/g, '\n');
  const [beforeRoot, afterRoot] = head.split(ROOT) as [string, string];
  const [headStart, headEnd] = beforeRoot.split('</head>') as [string, string];
  return (page, routeModules = []) => {
    const modules = [...preloads, ...routeModules];
    return `${headStart}<title>${escapeMarkup(page.title)}</title><meta name="description" content="${escapeMarkup(
      page.description,
    )}" /></head>${headEnd}<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ID}">${
      page.state
    }</script>${bootTag(entry, modules, modulesBeforeEntry(entry, modules, importsOf))}${afterRoot}`;
  };
}
