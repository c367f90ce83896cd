import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRoutePreloads } from './route-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const apiNotFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send({
    error: 'There is nothing at this address.',
    code: 'NOT_FOUND',
  });

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; index.html is revalidated on every load so a deploy is picked up at once. Every
 * other GET outside /api gets index.html (the client router renders /analytics and its own 404
 * page); /api/*, missing assets and missing files stay JSON 404s.
 */
export async function useStaticWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexPath = webDir ? join(webDir, 'index.html') : undefined;
  const hasWeb = Boolean(indexPath && existsSync(indexPath));
  const preloads = hasWeb ? readRoutePreloads(webDir!) : new Map<string, string>();
  if (!hasWeb) app.log.warn({ webDir }, 'the web app is not built; only /api is served');
  else {
    await app.register(fastifyStatic, {
      root: webDir!,
      cacheControl: false,
      // Vite writes .br/.gz beside each asset; send those when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (robots.txt, favicon.ico, sitemap.xml…) is a 404: an HTML page served in its
    // place would be read as a broken file by browsers and crawlers.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (
      !hasWeb ||
      !isPage ||
      isFile ||
      path === '/api' ||
      path.startsWith('/api/') ||
      path.startsWith('/assets/')
    ) {
      return apiNotFound(reply);
    }
    const link = preloads.get(path.replace(/\/+$/, '') || '/');
    if (link) reply.header('link', link);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
