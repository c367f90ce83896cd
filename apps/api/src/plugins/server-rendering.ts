import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch } from '../http/etag.js';
import { inProcessFetch } from '../http/in-process-fetch.js';
import { LruCache } from '../http/lru-cache.js';
import { htmlDocument } from '../pages/html-document.js';
import { inlineStylesheets } from '../pages/inline-stylesheets.js';
import { type CachedPage, cachedPage, PageCache, pickEncoding } from '../pages/page-cache.js';
import { loadPageRenderer, type ResolvedPageKey } from '../pages/page-renderer.js';
import { type PageSources, versionKey } from '../pages/page-sources.js';
import { staticImportsIn } from '../pages/static-imports.js';

/** Distinct addresses (with their query strings) and rendered pages kept; plenty for a few routes. */
const RESOLVED_ENTRIES = 2000;
const PAGE_ENTRIES = 300;

export type ServePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface ServerRenderingOptions {
  webDir: string;
  sources: PageSources;
  /** Modules by route path pattern ('/analytics/:token'): the route's lazily loaded code, preloaded. */
  preloads: Map<string, string[]>;
}

function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = page.etags[encoding];
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    // Revalidated on every load, so a new snapshot or deploy shows at once; unchanged pages cost a 304.
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], etag))
    return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/**
 * Pages rendered on the server from the web app's route table (docs/decisions/020-server-rendered-pages.md):
 * each route path gets a GET route; the returned function serves any other page address (the 404
 * page). HTML is cached per page and per version of the sources it is built from, so a page view
 * costs about what a cached API read costs. Without a renderer in the build, every page address
 * gets the plain index.html and the browser renders it.
 */
export async function useServerRendering(
  app: FastifyInstance,
  { webDir, sources, preloads }: ServerRenderingOptions,
): Promise<ServePage> {
  const template = inlineStylesheets(readFileSync(join(webDir, 'index.html'), 'utf8'), webDir);
  const renderer = await loadPageRenderer(webDir, inProcessFetch(app));
  const plain = await cachedPage(200, template);
  if (!renderer) {
    app.log.warn({ webDir }, 'the web build has no server renderer; pages are rendered in the browser');
    const servePlain: ServePage = async (request, reply) => send(request, reply, plain);
    app.get('/', servePlain);
    return servePlain;
  }
  const document = htmlDocument(template, staticImportsIn(webDir));
  const resolved = new LruCache<ResolvedPageKey>(RESOLVED_ENTRIES);
  const cache = new PageCache(PAGE_ENTRIES);

  const render = async (page: ResolvedPageKey) => {
    const rendered = await renderer.render(page.url);
    // By the route matched, not the address: '/analytics/2jjj' and '/analytics?sort=price' load the same code.
    return cachedPage(rendered.status, document(rendered, preloads.get(page.route)));
  };

  const servePage: ServePage = async (request, reply) => {
    let page = resolved.get(request.url);
    if (!page) {
      page = renderer.resolve(request.url);
      resolved.set(request.url, page);
    }
    const key = `${page.cacheKey}|${versionKey(sources, page.sources)}`;
    let html = cache.get(key);
    if (!html) {
      try {
        html = await cache.fill(key, () => render(page));
      } catch (err) {
        // A page that cannot be rendered is still a working page: the browser renders it.
        request.log.error({ err, url: page.url }, 'server rendering failed; the browser renders this page');
        html = plain;
      }
    }
    return send(request, reply, html);
  };

  for (const path of renderer.paths) app.get(path, servePage);
  return servePage;
}
