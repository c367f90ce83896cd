import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENDERER_PATH } from '../pages/page-renderer.js';
import type { PageSources } from '../pages/page-sources.js';
import { readRoutePreloads } from './route-preloads.js';
import { useServerRendering } from './server-rendering.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const apiNotFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send({
    error: 'There is nothing at this address.',
    code: 'NOT_FOUND',
  });

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year. Pages are rendered on the server (server-rendering.ts): the route table's paths,
 * and for any other page address the 404 page with status 404. /api/*, missing assets and missing
 * files stay JSON 404s. The page template and the server renderer are never served as files.
 */
export async function useStaticWeb(
  app: FastifyInstance,
  webDir: string | undefined,
  sources: PageSources,
): Promise<void> {
  const hasWeb = Boolean(webDir && existsSync(join(webDir, 'index.html')));
  let servePage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
  if (!hasWeb) app.log.warn({ webDir }, 'the web app is not built; only /api is served');
  else {
    const rendererDir = `/${RENDERER_PATH.split(/[\\/]/)[0]}/`;
    await app.register(fastifyStatic, {
      root: webDir!,
      cacheControl: false,
      index: false,
      allowedPath: (path) => path !== '/index.html' && !path.startsWith(rendererDir),
      // Vite writes .br/.gz beside each asset; send those when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
    servePage = await useServerRendering(app, {
      webDir: webDir!,
      sources,
      preloads: readRoutePreloads(webDir!),
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (favicon.ico, ads.txt…; /sitemap.xml and /robots.txt have their own routes) is a 404: an HTML page served in its
    // place would be read as a broken file by browsers and crawlers.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (
      !servePage ||
      !isPage ||
      isFile ||
      path === '/api' ||
      path.startsWith('/api/') ||
      path.startsWith('/assets/')
    ) {
      return apiNotFound(reply);
    }
    return servePage(request, reply);
  });
}
